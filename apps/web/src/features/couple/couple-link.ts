/**
 * The «Coppia» tab's keys in a shared link (issue 35): the second person's birth (`p2date`, `p2time`,
 * `p2utc`, `p2lat`, `p2lon`, and its name and place when it has them), the view on screen, the chart
 * the transits are to and who is inside the bi-wheel, the last three only when not their default.
 *   …&tab=coppia&p2date=1992-05-20&p2time=08:15&p2utc=2&p2lat=45.46427&p2lon=9.18951&p2name=Luca&p2place=Milano…&cview=davison
 * A link without the whole of the second's birth opens the tab on its form. The first person is the
 * chart's own keys.
 */
import { z } from 'zod/mini';
import { LATITUDE_RANGE_DEG, LONGITUDE_RANGE_DEG, MAX_PLACE_TEXT_LENGTH, UTC_OFFSET_RANGE_HOURS } from '@astrolabio/contract';
import { COUPLE_CHART_KINDS, DEFAULT_COUPLE_CHART_KIND, parseCivilDateTime, type CoupleChartKind } from '@astrolabio/core';
import { decimalIn, shortText, tabLink } from '../../result-tabs/link-keys.ts';
import type { Inside } from './model/synastry-view.ts';
import type { SecondPerson } from './model/second-person.ts';

/** The tab's views, in the order of its inner tabs; the first is where it opens. */
export const COUPLE_VIEWS = ['sinastria', 'composito', 'davison', 'transiti', 'transiti-di-coppia'] as const;
export type CoupleView = (typeof COUPLE_VIEWS)[number];

/** What the tab shows: the second person (none yet: its form), the view, the transits' chart, who is inside the bi-wheel. */
export interface CoupleChoice {
  second: SecondPerson | null;
  view: CoupleView;
  transitsTo: CoupleChartKind;
  inside: Inside;
}

export const DEFAULT_COUPLE_CHOICE: CoupleChoice = { second: null, view: COUPLE_VIEWS[0], transitsTo: DEFAULT_COUPLE_CHART_KIND, inside: 'first' };

/** Longest name a link carries (as the chart's own). */
const MAX_NAME_LENGTH = 100;
/** Decimals a coordinate or offset keeps in a link (decimalIn reads up to 8): 1 mm on the ground. */
const LINK_DECIMALS = 8;
const decimalText = (x: number) => String(Number(x.toFixed(LINK_DECIMALS)));

const isoDate = z.string().check(z.refine((s) => /^\d{4}-\d{2}-\d{2}$/.test(s) && parseCivilDateTime(`${s}T00:00`) !== null));
const hhmm = z.string().check(z.refine((s) => /^\d{2}:\d{2}$/.test(s) && parseCivilDateTime(`2000-01-01T${s}`) !== null));

export const coupleLink = tabLink({
  keys: {
    p2date: isoDate,
    p2time: hhmm,
    p2utc: decimalIn(UTC_OFFSET_RANGE_HOURS),
    p2lat: decimalIn(LATITUDE_RANGE_DEG),
    p2lon: decimalIn(LONGITUDE_RANGE_DEG),
    p2name: shortText(MAX_NAME_LENGTH),
    p2place: shortText(MAX_PLACE_TEXT_LENGTH),
    cview: z.enum(COUPLE_VIEWS),
    cto: z.enum(COUPLE_CHART_KINDS),
    cin: z.enum(['second']),
  },
  read: (k): CoupleChoice | null => {
    const birth = [k.p2date, k.p2time, k.p2utc, k.p2lat, k.p2lon];
    const second = birth.every((x) => x !== undefined)
      ? { name: k.p2name ?? '', place: k.p2place ?? '', date: k.p2date!, time: k.p2time!, utcOffsetHours: k.p2utc!, latitude: k.p2lat!, longitude: k.p2lon! }
      : null;
    if (!second && !k.cview && !k.cto && !k.cin) return null;
    return { second, view: k.cview ?? DEFAULT_COUPLE_CHOICE.view, transitsTo: k.cto ?? DEFAULT_COUPLE_CHOICE.transitsTo, inside: k.cin ?? DEFAULT_COUPLE_CHOICE.inside };
  },
  write: (c: CoupleChoice) => ({
    ...(c.second
      ? {
        p2date: c.second.date,
        p2time: c.second.time,
        p2utc: decimalText(c.second.utcOffsetHours),
        p2lat: decimalText(c.second.latitude),
        p2lon: decimalText(c.second.longitude),
        p2name: c.second.name,
        p2place: c.second.place,
      }
      : {}),
    ...(c.view !== DEFAULT_COUPLE_CHOICE.view ? { cview: c.view } : {}),
    ...(c.transitsTo !== DEFAULT_COUPLE_CHOICE.transitsTo ? { cto: c.transitsTo } : {}),
    ...(c.inside === 'second' ? { cin: 'second' as const } : {}),
  }),
});
