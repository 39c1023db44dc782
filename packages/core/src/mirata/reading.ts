/**
 * A return read by the rules of the Rivoluzione Solare Mirata (rule-set.ts), in the school's order:
 * the return Ascendant in the natal houses, a stellium, the Sun, Mars, then the cautions and the
 * 10th house. The result is a verdict (recommended, acceptable, discarded), a score, and, for a
 * place to explain, one finding per rule that decided, with the houses and distances each sentence
 * needs. The same function reads the scans (no findings kept, stopping at the first veto when
 * asked) and the places explained, so the two cannot disagree.
 */
import { separationDegrees } from '../angles.ts';
import { HOUSE_COUNT } from '../houses.ts';
import type { PointPlacement, ReturnPlacements } from './placements.ts';
import {
  MIRATA_READ_BODIES,
  TENTH_HOUSE_BODIES,
  type MirataBody,
  type MirataRuleCode,
  type MirataRuleSet,
  type MirataVerdict,
} from './rule-set.ts';

/** What a finding did: vetoed, took or added points, or was read and found nothing to avoid. */
export const MIRATA_OUTCOMES = ['veto', 'penalty', 'bonus', 'clear'] as const;
export type MirataOutcome = (typeof MIRATA_OUTCOMES)[number];

export type MirataSubject = MirataBody | 'ascendant';

export interface MirataSubjectPlacement {
  subject: MirataSubject;
  placement: PointPlacement;
  /** Distance from the return Medio Coeli, degrees, for the 10th house's bodies; null otherwise. */
  toMidheavenDeg: number | null;
}

/** One rule's word on one place, in the order of reading. */
export interface MirataFinding {
  rule: MirataRuleCode;
  outcome: MirataOutcome;
  /** What it adds to the score (negative: takes away); 0 for vetoes and clear readings. */
  points: number;
  /** The house it speaks of (the counted house: natal for the Ascendant, of the return otherwise). */
  house: number;
  subjects: MirataSubjectPlacement[];
}

export interface MirataReadingResult {
  verdict: MirataVerdict;
  score: number;
  vetoed: boolean;
}

const BODY_INDEX = Object.fromEntries(MIRATA_READ_BODIES.map((b, i) => [b, i])) as Record<MirataBody, number>;
const SUN = BODY_INDEX.sun;
const MARS = BODY_INDEX.mars;
const SATURN = BODY_INDEX.saturn;

/** Bit `h` set for each house h of the list. */
export function houseMask(houses: readonly number[]): number {
  let mask = 0;
  for (const h of houses) mask |= 1 << h;
  return mask;
}

const inMask = (mask: number, house: number) => (mask & (1 << house)) !== 0;

/** The 2°30′ rule's orb as the rule set asks it: zero when the rule is off. */
export function effectiveCuspOrbDeg(rules: MirataRuleSet): number {
  return rules.enabled.cuspOrb ? rules.cuspOrbDeg : 0;
}

/** What readReturn needs of a rule set, worked out once per rule set object. */
interface CompiledRules {
  danger: number;
  stelliumBodies: number[];
  slowPlanets: number[];
}

const compiled = new WeakMap<MirataRuleSet, CompiledRules>();

function compile(rules: MirataRuleSet): CompiledRules {
  let c = compiled.get(rules);
  if (!c) {
    c = {
      danger: houseMask(rules.dangerHouses),
      stelliumBodies: rules.stelliumBodies.map((b) => BODY_INDEX[b]),
      slowPlanets: rules.slowPlanets.map((b) => BODY_INDEX[b]),
    };
    compiled.set(rules, c);
  }
  return c;
}

/** Bodies per counted return house (index 1–12), reused: readReturn runs hundreds of thousands of times, one at a time. */
const houseCounts = new Uint8Array(HOUSE_COUNT + 1);

function subjectOf(p: ReturnPlacements, s: MirataSubject): MirataSubjectPlacement {
  return { subject: s, placement: s === 'ascendant' ? p.ascendantPlacement() : p.bodyPlacement(BODY_INDEX[s]), toMidheavenDeg: null };
}

function bodiesIn(p: ReturnPlacements, bodies: readonly number[], houses: readonly number[]): MirataSubjectPlacement[] {
  const out: MirataSubjectPlacement[] = [];
  for (const i of bodies) if (houses.includes(p.bodyCounted(i))) out.push(subjectOf(p, MIRATA_READ_BODIES[i]!));
  return out;
}

function result(vetoed: boolean, score: number, rules: MirataRuleSet, into: MirataReadingResult | undefined): MirataReadingResult {
  const out = into ?? { verdict: 'acceptable', score: 0, vetoed: false };
  out.verdict = verdictOf(vetoed, score, rules);
  out.score = score;
  out.vetoed = vetoed;
  return out;
}

/**
 * Reads one return at one place. `findings`, when given, receives one entry per rule that decided
 * (and the clear readings of the Ascendant, the Sun, Mars and any stellium); `stopAtVeto` returns
 * at the first veto (the score is then not complete: the scans that only rank what passes ask it);
 * `into`, when given, receives the result (the scans reuse one object for every place).
 */
export function readReturn(
  rules: MirataRuleSet,
  p: ReturnPlacements,
  options: { findings?: MirataFinding[]; stopAtVeto?: boolean; into?: MirataReadingResult } = {},
): MirataReadingResult {
  const findings = options.findings;
  const stop = options.stopAtVeto === true;
  const { danger, stelliumBodies, slowPlanets } = compile(rules);
  const on = rules.enabled;
  let vetoed = false;
  let score = 0;

  // 1. The return Ascendant in the natal houses.
  const asc = p.ascendantCounted();
  if (on.ascendantInDangerHouse && inMask(danger, asc)) {
    vetoed = true;
    findings?.push({ rule: 'ascendantInDangerHouse', outcome: 'veto', points: 0, house: asc, subjects: [subjectOf(p, 'ascendant')] });
    if (stop) return result(vetoed, score, rules, options.into);
  } else if (findings) {
    findings.push({ rule: 'ascendantInDangerHouse', outcome: 'clear', points: 0, house: asc, subjects: [subjectOf(p, 'ascendant')] });
  }

  // A scan that stops at the first veto tries the Sun and Mars (two planets) before the stellium
  // (all ten): the same verdict, sooner. A reading that explains keeps the order of reading.
  if (stop && !findings && ((on.sunInDangerHouse && inMask(danger, p.bodyCounted(SUN))) || (on.marsInDangerHouse && inMask(danger, p.bodyCounted(MARS))))) {
    return result(true, score, rules, options.into);
  }

  // 2. A stellium: three or more of the stellium bodies in one return house.
  const counts = houseCounts.fill(0);
  for (const i of stelliumBodies) counts[p.bodyCounted(i)]!++;
  const min = rules.stelliumMinBodies;
  for (let h = 1; h <= HOUSE_COUNT; h++) {
    if (counts[h]! < min) continue;
    if (on.stelliumInDangerHouse && inMask(danger, h)) {
      vetoed = true;
      findings?.push({ rule: 'stelliumInDangerHouse', outcome: 'veto', points: 0, house: h, subjects: bodiesIn(p, stelliumBodies, [h]) });
      if (stop) return result(vetoed, score, rules, options.into);
    } else if (findings && !(h === 8 && on.stelliumInEighth)) {
      findings.push({ rule: 'stelliumInDangerHouse', outcome: 'clear', points: 0, house: h, subjects: bodiesIn(p, stelliumBodies, [h]) });
    }
  }
  const inTwelfth = counts[12]!;
  const inFirst = counts[1]!;
  if (on.stelliumAcrossTwelfthAndFirst && inMask(danger, 12) && inMask(danger, 1)
    && inTwelfth > 0 && inFirst > 0 && inTwelfth < min && inFirst < min && inTwelfth + inFirst >= min) {
    vetoed = true;
    findings?.push({ rule: 'stelliumAcrossTwelfthAndFirst', outcome: 'veto', points: 0, house: 12, subjects: bodiesIn(p, stelliumBodies, [12, 1]) });
    if (stop) return result(vetoed, score, rules, options.into);
  }

  // 3, 4. The Sun, then Mars, in the return houses.
  const sun = p.bodyCounted(SUN);
  if (on.sunInDangerHouse && inMask(danger, sun)) {
    vetoed = true;
    findings?.push({ rule: 'sunInDangerHouse', outcome: 'veto', points: 0, house: sun, subjects: [subjectOf(p, 'sun')] });
    if (stop) return result(vetoed, score, rules, options.into);
  } else if (findings) {
    findings.push({ rule: 'sunInDangerHouse', outcome: 'clear', points: 0, house: sun, subjects: [subjectOf(p, 'sun')] });
  }
  const mars = p.bodyCounted(MARS);
  if (on.marsInDangerHouse && inMask(danger, mars)) {
    vetoed = true;
    findings?.push({ rule: 'marsInDangerHouse', outcome: 'veto', points: 0, house: mars, subjects: [subjectOf(p, 'mars')] });
    if (stop) return result(vetoed, score, rules, options.into);
  } else if (findings) {
    findings.push({ rule: 'marsInDangerHouse', outcome: 'clear', points: 0, house: mars, subjects: [subjectOf(p, 'mars')] });
  }

  // 5. The slow planets in the houses to avoid: each takes points.
  if (on.slowPlanetInDangerHouse) {
    for (const i of slowPlanets) {
      const h = p.bodyCounted(i);
      if (!inMask(danger, h)) continue;
      score += rules.points.slowPlanetInDangerHouse;
      findings?.push({ rule: 'slowPlanetInDangerHouse', outcome: 'penalty', points: rules.points.slowPlanetInDangerHouse, house: h, subjects: [subjectOf(p, MIRATA_READ_BODIES[i]!)] });
    }
  }

  // 6. Mars and Saturn in one return house.
  if (on.marsWithSaturn && mars === p.bodyCounted(SATURN)) {
    score += rules.points.marsWithSaturn;
    findings?.push({ rule: 'marsWithSaturn', outcome: 'penalty', points: rules.points.marsWithSaturn, house: mars, subjects: [subjectOf(p, 'mars'), subjectOf(p, 'saturn')] });
  }

  // 7. A stellium in the return 8th house.
  if (on.stelliumInEighth && counts[8]! >= min) {
    score += rules.points.stelliumInEighth;
    findings?.push({ rule: 'stelliumInEighth', outcome: 'penalty', points: rules.points.stelliumInEighth, house: 8, subjects: bodiesIn(p, stelliumBodies, [8]) });
  }

  // 8. The 10th house: Saturn there outweighs the Sun, Venus and Jupiter.
  if (on.tenthHouse) score += readTenthHouse(rules, p, findings);

  return result(vetoed, score, rules, options.into);
}

function toMidheavenDeg(p: ReturnPlacements, i: number): number {
  return separationDegrees(p.bodyLongitudeDeg(i), p.midheavenDeg);
}

function tenthSubject(p: ReturnPlacements, b: MirataBody): MirataSubjectPlacement {
  const i = BODY_INDEX[b];
  return { subject: b, placement: p.bodyPlacement(i), toMidheavenDeg: toMidheavenDeg(p, i) };
}

function readTenthHouse(rules: MirataRuleSet, p: ReturnPlacements, findings: MirataFinding[] | undefined): number {
  const orb = rules.tenthHouse.midheavenOrbDeg;
  if (p.bodyCounted(SATURN) === 10 || toMidheavenDeg(p, SATURN) <= orb) {
    findings?.push({ rule: 'tenthHouse', outcome: 'penalty', points: rules.points.saturnInTenth, house: 10, subjects: [tenthSubject(p, 'saturn')] });
    return rules.points.saturnInTenth;
  }
  let total = 0;
  for (const b of TENTH_HOUSE_BODIES) {
    const i = BODY_INDEX[b];
    const inTenth = p.bodyCounted(i) === 10;
    const near = toMidheavenDeg(p, i) <= orb;
    if (!inTenth && !near) continue;
    const points = (inTenth ? rules.tenthHouse.bodyPoints[b] : 0) + (near ? rules.tenthHouse.nearMidheavenPoints : 0);
    total += points;
    findings?.push({ rule: 'tenthHouse', outcome: 'bonus', points, house: 10, subjects: [tenthSubject(p, b)] });
  }
  return total;
}

export function verdictOf(vetoed: boolean, score: number, rules: MirataRuleSet): MirataVerdict {
  if (vetoed) return 'discarded';
  return score >= rules.recommendedMinScore ? 'recommended' : 'acceptable';
}

/**
 * Places with the same key are the same choice: the same verdict, the return Ascendant and Medio
 * Coeli in the same natal houses and the ten planets in the same return houses (counted houses).
 * Packed in one safe integer: 2 bits of verdict and twelve houses of 4 bits.
 */
export function readingKey(verdict: MirataVerdict, p: ReturnPlacements, midheavenNatalHouse: number): number {
  let key = verdict === 'recommended' ? 0 : verdict === 'acceptable' ? 1 : 2;
  key = key * 16 + p.ascendantCounted();
  key = key * 16 + midheavenNatalHouse;
  for (let i = 0; i < MIRATA_READ_BODIES.length; i++) key = key * 16 + p.bodyCounted(i);
  return key;
}
