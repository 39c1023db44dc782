/**
 * The «Mirata» tab's keys in a shared link: the search (year, zodiac when not tropical, distance, countries, airports,
 * verdicts, minimum score, order), the rules when they differ from Discepolo's (as the contract's
 * JSON), the plan's years and the year whose lunar returns are open, the map's view and whether it
 * draws the natal lines. `mianno=2027&mikm=1500&mianni=3&milunari=2027`. A link without `mianno`
 * opens the tab on its form, nothing searched.
 */
import { z } from 'zod/mini';
import { MIRATA_SORT_NAMES_IT, VERDICT_NAMES_IT, mirataRuleSetSchema, mirataSortOf, verdictCodeOf, type MirataRuleSetWire } from '@astrolabio/contract';
import { DEFAULT_RETURN_ZODIAC, MIRATA_VERDICTS, RETURN_ZODIACS } from '@astrolabio/core';
import { tabLink } from '../../result-tabs/link-keys.ts';
import { normalizeView, type MapView } from './map/map-view.ts';
import { ruleCopyOf, ruleCopyWire } from './rules/rule-copy.ts';
import { DEFAULT_VERDICTS, MAX_SEARCH_KM, PLAN_YEARS, type MirataSearch } from './search/mirata-search.ts';

/** What the tab shows, as a link carries it. */
export interface MirataTabChoice {
  /** Null: nothing searched yet. */
  search: MirataSearch | null;
  /** The plan's years (null: no plan asked for). */
  planYears: number | null;
  /** The year whose lunar returns are listed. */
  lunarYear: number | null;
  /** The map's view (null: around home). */
  view: MapView | null;
  natalLines: boolean;
}

const year = z.pipe(z.string().check(z.regex(/^\d{4}$/)), z.transform(Number));
const integer = z.pipe(z.string().check(z.regex(/^-?\d{1,2}$/)), z.transform(Number));
const flag = z.literal('1');
const SORT_NAMES = Object.values(MIRATA_SORT_NAMES_IT) as [string, ...string[]];
const VERDICT_NAMES = Object.values(VERDICT_NAMES_IT);

/** The rules as JSON text, read by the contract's schema (a broken text makes the link unreadable, not the rules silently Discepolo's). */
const rulesJson = z.pipe(
  z.string().check(z.maxLength(2000)),
  z.pipe(
    z.transform((text: string, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.issues.push({ code: 'custom', message: 'miregole', input: text });
        return z.NEVER;
      }
    }),
    mirataRuleSetSchema,
  ),
);

const mapView = z.pipe(
  z.string().check(z.regex(/^-?\d{1,3}(\.\d{1,3})?,-?\d{1,2}(\.\d{1,3})?,\d{1,3}(\.\d{1,3})?$/)),
  z.transform((text: string): MapView => {
    const [centerLon, centerLat, spanLonDeg] = text.split(',').map(Number) as [number, number, number];
    return normalizeView({ centerLon, centerLat, spanLonDeg });
  }),
);

const r3 = (x: number) => String(Math.round(x * 1000) / 1000);

export const mirataLink = tabLink({
  keys: {
    mianno: year,
    mizodiaco: z.enum(RETURN_ZODIACS),
    mikm: z.pipe(z.string().check(z.regex(/^\d{1,5}(\.\d{1,2})?$/)), z.pipe(z.transform(Number), z.number().check(z.positive(), z.maximum(MAX_SEARCH_KM)))),
    mipaesi: z.pipe(z.string().check(z.regex(/^[A-Z]{2}(,[A-Z]{2}){0,60}$/)), z.transform((s: string) => s.split(','))),
    miaero: flag,
    miverdetti: z.pipe(
      z.string().check(z.maxLength(40)),
      z.pipe(z.transform((s: string) => s.split(',')), z.array(z.enum(VERDICT_NAMES as ['consigliata', 'accettabile', 'scartata'])).check(z.minLength(1))),
    ),
    mipunti: integer,
    miordine: z.enum(SORT_NAMES as ['verdetto', 'punteggio', 'distanza', 'popolazione']),
    miregole: rulesJson,
    mianni: z.pipe(z.string().check(z.regex(/^[1-5]$/)), z.transform(Number)),
    milunari: year,
    mimappa: mapView,
    minatale: flag,
  },
  read: (k): MirataTabChoice | null => {
    if (k.mianno === undefined) return null;
    const search: MirataSearch = {
      year: k.mianno,
      zodiac: k.mizodiaco ?? DEFAULT_RETURN_ZODIAC,
      maxKm: k.mikm ?? null,
      countries: k.mipaesi ?? [],
      airportsOnly: k.miaero === '1',
      verdicts: k.miverdetti ? MIRATA_VERDICTS.filter((v) => k.miverdetti!.map(verdictCodeOf).includes(v)) : [...DEFAULT_VERDICTS],
      minScore: k.mipunti ?? null,
      sort: k.miordine ? mirataSortOf(k.miordine) : 'verdict',
      rules: ruleCopyOf(k.miregole as MirataRuleSetWire | undefined),
    };
    return {
      search,
      planYears: k.mianni !== undefined && (PLAN_YEARS as readonly number[]).includes(k.mianni) ? k.mianni : null,
      lunarYear: k.milunari ?? null,
      view: k.mimappa ?? null,
      natalLines: k.minatale === '1',
    };
  },
  write: (c: MirataTabChoice) => {
    if (!c.search) return {};
    const s = c.search;
    const rules = ruleCopyWire(s.rules);
    const verdicts = s.verdicts.join(',') === DEFAULT_VERDICTS.join(',') ? undefined : s.verdicts.map((v) => VERDICT_NAMES_IT[v]).join(',');
    return {
      mianno: String(s.year),
      ...(s.zodiac !== DEFAULT_RETURN_ZODIAC ? { mizodiaco: s.zodiac } : {}),
      ...(s.maxKm !== null ? { mikm: String(s.maxKm) } : {}),
      ...(s.countries.length > 0 ? { mipaesi: s.countries.join(',') } : {}),
      ...(s.airportsOnly ? { miaero: '1' } : {}),
      ...(verdicts ? { miverdetti: verdicts } : {}),
      ...(s.minScore !== null ? { mipunti: String(s.minScore) } : {}),
      ...(s.sort !== 'verdict' ? { miordine: MIRATA_SORT_NAMES_IT[s.sort] } : {}),
      ...(rules ? { miregole: JSON.stringify(rules) } : {}),
      ...(c.planYears !== null ? { mianni: String(c.planYears) } : {}),
      ...(c.lunarYear !== null ? { milunari: String(c.lunarYear) } : {}),
      ...(c.view ? { mimappa: [c.view.centerLon, c.view.centerLat, c.view.spanLonDeg].map(r3).join(',') } : {}),
      ...(c.natalLines ? { minatale: '1' } : {}),
    };
  },
});
