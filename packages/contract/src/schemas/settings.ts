/**
 * The calculation settings a request may carry (issue 25): which Lilith, which aspects, the orb
 * table per aspect. Lists of Italian names → codes, and orbs as an object (JSON bodies) or a short
 * text (query strings), each bad value a 400 naming its field.
 */
import { z } from 'zod/mini';
import {
  ALL_ASPECT_CODES,
  DEFAULT_LILITH_KIND,
  LILITH_KINDS,
  type AspectCode,
  type AspectOrbs,
  type OrbTable,
} from '@astrolabio/core';
import { ASPECT_NAMES_IT } from '@astrolabio/names-it';
import type { NumberRange } from '../limits.ts';
import { VALIDATION_MESSAGES } from '../messages.ts';
import { addIssue } from './fields.ts';

export const lilithKindSchema = z.enum(LILITH_KINDS)
  .check(z.describe(`Lilith: mean (apogeo lunare medio) o true (apogeo osculatore, «Lilith vera»); predefinita ${DEFAULT_LILITH_KIND}`));

/** A name as lists compare it: any case, and the typewriter apostrophe as the typographic one («Direzioni d'arco solare»). */
const nameKey = (name: string) => name.toLowerCase().replaceAll("'", '’');

/**
 * A list of Italian names → codes, in the catalogue's order, without repeats. Takes a JSON list or
 * a comma-separated text (query strings); case and the kind of apostrophe do not matter; an unknown
 * name is a 400 naming it.
 */
export function namesList<C extends string>(field: string, codes: readonly C[], names: Readonly<Record<C, string>>) {
  const allowed = codes.map((c) => names[c]);
  const byName = new Map(codes.map((c) => [nameKey(names[c]), c]));
  return z.pipe(
    z.union([z.array(z.string()), z.string()]),
    z.transform((value, ctx): C[] => {
      const given = (typeof value === 'string' ? value.split(',') : value).map((n) => n.trim()).filter((n) => n !== '');
      const picked = new Set<C>();
      for (const name of given) {
        const code = byName.get(nameKey(name));
        if (!code) return addIssue(ctx, VALIDATION_MESSAGES.unknownName(field, name, allowed));
        picked.add(code);
      }
      if (picked.size === 0) return addIssue(ctx, VALIDATION_MESSAGES.emptyList(field));
      return codes.filter((c) => picked.has(c));
    }),
  );
}

/** The aspects of a request: any of the eleven, Italian names. */
export function aspectNamesList(field: string) {
  return namesList<AspectCode>(field, ALL_ASPECT_CODES, ASPECT_NAMES_IT);
}

/** Changes to an orb table, per aspect code: the orb, the one with Sole or Luna, or both. */
export type OrbChanges = Partial<Record<AspectCode, Partial<AspectOrbs>>>;

/** The wire form of one aspect's orbs: `orb` between any two points, `soleLuna` when Sole or Luna is one of them. */
const orbEntrySchema = z.union([
  z.number(),
  z.object({ orb: z.optional(z.number()), soleLuna: z.optional(z.number()) }),
]);

/**
 * Orbs per aspect: `{ "Quadratura": { "orb": 6, "soleLuna": 8 }, "Trigono": 5 }` (a number sets both)
 * or, in a query string, `Quadratura:6:8,Trigono:5`. Aspects left out keep the default table's orbs.
 */
export function orbChangesSchema(field: string, range: NumberRange) {
  const allowed = ALL_ASPECT_CODES.map((c) => ASPECT_NAMES_IT[c]);
  const byName = new Map(ALL_ASPECT_CODES.map((c) => [ASPECT_NAMES_IT[c].toLowerCase(), c]));
  const inRange = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= range.min && n <= range.max;
  return z.pipe(
    z.union([z.string(), z.record(z.string(), orbEntrySchema)]),
    z.transform((value, ctx): OrbChanges => {
      const entries: [string, unknown, unknown][] = typeof value === 'string'
        ? value.split(',').map((part) => part.trim()).filter((part) => part !== '').map((part) => {
          const [name = '', orb, soleLuna] = part.split(':').map((x) => x.trim());
          const num = (x: string | undefined) => (x === undefined || x === '' ? undefined : Number(x));
          const orbDeg = num(orb);
          return [name, orbDeg, soleLuna === undefined ? orbDeg : num(soleLuna)];
        })
        : Object.entries(value).map(([name, e]) => (typeof e === 'number' ? [name, e, e] : [name, e.orb, e.soleLuna]));
      const out: OrbChanges = {};
      for (const [name, orbDeg, luminaryOrbDeg] of entries) {
        const code = byName.get(name.toLowerCase());
        if (!code) return addIssue(ctx, VALIDATION_MESSAGES.unknownName(field, name, allowed));
        const change: Partial<AspectOrbs> = {};
        for (const [key, n] of [['orbDeg', orbDeg], ['luminaryOrbDeg', luminaryOrbDeg]] as const) {
          if (n === undefined) continue;
          if (!inRange(n)) return addIssue(ctx, VALIDATION_MESSAGES.orbOutOfRange(field, ASPECT_NAMES_IT[code], range));
          change[key] = n;
        }
        if (change.orbDeg === undefined && change.luminaryOrbDeg === undefined) {
          return addIssue(ctx, VALIDATION_MESSAGES.orbOutOfRange(field, ASPECT_NAMES_IT[code], range));
        }
        out[code] = change;
      }
      return out;
    }),
  ).check(z.describe(`Orbite per aspetto, in gradi da ${range.min} a ${range.max}: { "Quadratura": { "orb": 6, "soleLuna": 8 } } `
    + '(soleLuna: quando Sole o Luna è uno dei due punti; un numero vale per entrambe), o nella query Quadratura:6:8,Trigono:5. '
    + 'Gli aspetti non elencati tengono le orbite predefinite'));
}

/** The orbs an answer used, per Italian aspect name: what `meta.orbs` says. */
export const orbsMetaSchema = z.record(z.string(), z.object({
  orb: z.number().check(z.describe('Orbita massima tra due punti qualsiasi, gradi')),
  soleLuna: z.number().check(z.describe('Orbita massima quando Sole o Luna è uno dei due punti, gradi')),
})).check(z.describe("Le orbite usate per ogni aspetto cercato, per nome italiano dell'aspetto"));
export type OrbsMeta = z.output<typeof orbsMetaSchema>;

/**
 * An orb table's aspects → `meta.orbs`, in the order given. The table may be partial (a natal
 * chart keeps only the aspects looked for) but has an entry for each of `aspects`.
 */
export function orbsMetaOf(table: Readonly<Partial<OrbTable>>, aspects: readonly AspectCode[]): OrbsMeta {
  return Object.fromEntries(aspects.map((a) => [ASPECT_NAMES_IT[a], { orb: table[a]!.orbDeg, soleLuna: table[a]!.luminaryOrbDeg }]));
}
