/**
 * The calculation settings as the browser keeps them (issue 25): their zod schema (form draft,
 * profiles, share link) and one short text form of each, shared by the profiles' CSV columns and
 * the share link: aspects as codes (`conjunction,quincunx`), orbs as the aspects that differ from
 * the default table (`square:9:10,quincunx:3:4`, orb then Sole/Luna orb), cusps and Lilith as words.
 */
import { z } from 'zod/mini';
import {
  ALL_ASPECT_CODES,
  DEFAULT_CALCULATION_SETTINGS,
  DEFAULT_NATAL_ORBS,
  DEFAULT_TRANSIT_ORBS,
  inAspectOrder,
  LILITH_KINDS,
  NATAL_ORB_RANGE_DEG,
  TRANSIT_MAX_ORB_RANGE_DEG,
  withOrbs,
  type AspectCode,
  type AspectOrbs,
  type CalculationSettings,
  type OrbTable,
} from '@astrolabio/core';

const orbsSchema = z.object({ orbDeg: z.number(), luminaryOrbDeg: z.number() });
const orbTableSchema = z.object(Object.fromEntries(ALL_ASPECT_CODES.map((a) => [a, orbsSchema])) as Record<AspectCode, typeof orbsSchema>);

export const calculationSettingsSchema = z.object({
  lilith: z.enum(LILITH_KINDS),
  aspects: z.array(z.enum(ALL_ASPECT_CODES)).check(z.minLength(1)),
  natalOrbs: orbTableSchema,
  transitOrbs: orbTableSchema,
  cusps: z.boolean(),
});

/** The short texts of the settings (CSV columns, link keys); '' for what is at its default. */
export interface SettingsTexts {
  lilith: string;
  aspects: string;
  orbs: string;
  transitOrbs: string;
  cusps: string;
}

function orbsText(table: OrbTable, base: OrbTable): string {
  return ALL_ASPECT_CODES
    .filter((a) => table[a].orbDeg !== base[a].orbDeg || table[a].luminaryOrbDeg !== base[a].luminaryOrbDeg)
    .map((a) => `${a}:${table[a].orbDeg}:${table[a].luminaryOrbDeg}`)
    .join(',');
}

export function settingsTexts(s: CalculationSettings): SettingsTexts {
  const aspects = inAspectOrder(s.aspects);
  return {
    lilith: s.lilith === DEFAULT_CALCULATION_SETTINGS.lilith ? '' : s.lilith,
    aspects: aspects.join(',') === DEFAULT_CALCULATION_SETTINGS.aspects.join(',') ? '' : aspects.join(','),
    orbs: orbsText(s.natalOrbs, DEFAULT_NATAL_ORBS),
    transitOrbs: orbsText(s.transitOrbs, DEFAULT_TRANSIT_ORBS),
    cusps: s.cusps ? 'si' : '',
  };
}

function readOrbs(text: string, base: OrbTable, range: { min: number; max: number }): OrbTable | null {
  const changes: Partial<Record<AspectCode, AspectOrbs>> = {};
  for (const part of text.split(',').map((p) => p.trim()).filter((p) => p !== '')) {
    const [code, orb, luminary] = part.split(':');
    const nums = [Number(orb), Number(luminary ?? orb)];
    if (!(ALL_ASPECT_CODES as readonly string[]).includes(code ?? '')) return null;
    if (!nums.every((n) => Number.isFinite(n) && n >= range.min && n <= range.max)) return null;
    changes[code as AspectCode] = { orbDeg: nums[0]!, luminaryOrbDeg: nums[1]! };
  }
  return withOrbs(base, changes);
}

/** The settings of their texts (absent or '' → default); null when one is unreadable. */
export function settingsFromTexts(t: Partial<SettingsTexts>): CalculationSettings | null {
  const lilith = (t.lilith ?? '').trim() || DEFAULT_CALCULATION_SETTINGS.lilith;
  if (!(LILITH_KINDS as readonly string[]).includes(lilith)) return null;
  const aspectText = (t.aspects ?? '').trim();
  const aspectCodes = aspectText === '' ? [...DEFAULT_CALCULATION_SETTINGS.aspects] : aspectText.split(',').map((a) => a.trim());
  if (aspectCodes.length === 0 || !aspectCodes.every((a) => (ALL_ASPECT_CODES as readonly string[]).includes(a))) return null;
  const natalOrbs = readOrbs(t.orbs ?? '', DEFAULT_NATAL_ORBS, NATAL_ORB_RANGE_DEG);
  const transitOrbs = readOrbs(t.transitOrbs ?? '', DEFAULT_TRANSIT_ORBS, TRANSIT_MAX_ORB_RANGE_DEG);
  const cusps = (t.cusps ?? '').trim().toLowerCase();
  if (!natalOrbs || !transitOrbs || !['', 'si', 'sì', 'no'].includes(cusps)) return null;
  return {
    lilith: lilith as CalculationSettings['lilith'],
    aspects: inAspectOrder(aspectCodes as AspectCode[]),
    natalOrbs,
    transitOrbs,
    cusps: cusps === 'si' || cusps === 'sì',
  };
}
