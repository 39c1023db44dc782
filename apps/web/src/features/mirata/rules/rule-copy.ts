/**
 * The user's copy of the rules (issue 36, «A rule set is data»): core's rule set edited in codes,
 * and written for the request, the share link and the profile as only what differs from
 * Discepolo's (so a link with the published rules carries nothing, and a later change to a default
 * reaches every copy that did not change it). The contract's codec reads it back.
 */
import { DISCEPOLO_RULE_SET, MIRATA_RULE_CODES, MIRATA_RULE_LIMITS, type MirataRuleCode, type MirataRuleSet } from '@astrolabio/core';
import { encodeMirataRuleSet, mirataRuleSetOf, type MirataRuleSetWire } from '@astrolabio/contract';

type FullWire = ReturnType<typeof encodeMirataRuleSet>;
const DISCEPOLO_WIRE: FullWire = encodeMirataRuleSet(DISCEPOLO_RULE_SET);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The rule set as the wire writes it, only what differs from Discepolo's; undefined when nothing does. */
export function ruleCopyWire(rules: MirataRuleSet): MirataRuleSetWire | undefined {
  const full = encodeMirataRuleSet(rules);
  const out: Record<string, unknown> = {};
  const attive = Object.fromEntries(MIRATA_RULE_CODES.filter((c) => full.attive[c] !== DISCEPOLO_WIRE.attive[c]).map((c) => [c, full.attive[c]]));
  if (Object.keys(attive).length > 0) out.attive = attive;
  for (const key of Object.keys(full) as (keyof FullWire)[]) {
    if (key !== 'attive' && !same(full[key], DISCEPOLO_WIRE[key])) out[key] = full[key];
  }
  return Object.keys(out).length === 0 ? undefined : (out as MirataRuleSetWire);
}

/** A copy read back (from a link, the profile or an answer): missing fields are Discepolo's. */
export const ruleCopyOf = (wire: MirataRuleSetWire | undefined): MirataRuleSet => mirataRuleSetOf(wire);

/** How many things differ from Discepolo's: each rule turned on or off, each other value changed. */
export function ruleChanges(rules: MirataRuleSet): number {
  const wire = ruleCopyWire(rules);
  if (!wire) return 0;
  return Object.entries(wire).reduce((sum, [key, value]) => sum + (key === 'attive' ? Object.keys(value as object).length : 1), 0);
}

export const isDiscepolo = (rules: MirataRuleSet) => ruleCopyWire(rules) === undefined;

export function withRule(rules: MirataRuleSet, code: MirataRuleCode, on: boolean): MirataRuleSet {
  return { ...rules, enabled: { ...rules.enabled, [code]: on } };
}

/** The numbers of the copy a user types, with their limits (core's MIRATA_RULE_LIMITS). */
export const RULE_NUMBERS = {
  cuspOrbDeg: { ...MIRATA_RULE_LIMITS.cuspOrbDeg, integer: false },
  midheavenOrbDeg: { ...MIRATA_RULE_LIMITS.midheavenOrbDeg, integer: false },
  stelliumMinBodies: { ...MIRATA_RULE_LIMITS.stelliumMinBodies, integer: true },
  recommendedMinScore: { min: -50, max: 50, integer: true },
} as const;
export type RuleNumberField = keyof typeof RULE_NUMBERS;

/** A typed number («2,5» or «2.5»), or null when it is not one within the field's limits. */
export function readRuleNumber(field: RuleNumberField, text: string): number | null {
  const t = text.trim().replace(',', '.').replace('−', '-');
  const limits = RULE_NUMBERS[field];
  if (!(limits.integer ? /^-?\d+$/ : /^-?\d+(\.\d+)?$/).test(t)) return null;
  const x = Number(t);
  return x >= limits.min && x <= limits.max ? x : null;
}

export function ruleNumber(rules: MirataRuleSet, field: RuleNumberField): number {
  switch (field) {
    case 'cuspOrbDeg': return rules.cuspOrbDeg;
    case 'midheavenOrbDeg': return rules.tenthHouse.midheavenOrbDeg;
    case 'stelliumMinBodies': return rules.stelliumMinBodies;
    case 'recommendedMinScore': return rules.recommendedMinScore;
  }
}

export function withRuleNumber(rules: MirataRuleSet, field: RuleNumberField, value: number): MirataRuleSet {
  switch (field) {
    case 'cuspOrbDeg': return { ...rules, cuspOrbDeg: value };
    case 'midheavenOrbDeg': return { ...rules, tenthHouse: { ...rules.tenthHouse, midheavenOrbDeg: value } };
    case 'stelliumMinBodies': return { ...rules, stelliumMinBodies: value };
    case 'recommendedMinScore': return { ...rules, recommendedMinScore: value };
  }
}

export function withDangerHouses(rules: MirataRuleSet, houses: readonly number[]): MirataRuleSet {
  return { ...rules, dangerHouses: [...houses].sort((a, b) => a - b) };
}
