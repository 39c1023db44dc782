/**
 * The «Rivoluzione Solare» tab's keys in a shared link (decision 0070): the return's year and
 * zodiac, and its place (name and coordinates) when it is not the birth place.
 * `rsyear=2031&rszodiac=tropical&rsplace=Milano…&rslat=45.46&rslon=9.19`. A link without them opens
 * the tab on its defaults (this year, tropical, birth place); a place without both coordinates is
 * the birth place. Read as version 1 of the link read them.
 */
import { z } from 'zod/mini';
import { LATITUDE_RANGE_DEG, LONGITUDE_RANGE_DEG, MAX_PLACE_TEXT_LENGTH } from '@astrolabio/contract';
import { DEFAULT_RETURN_ZODIAC, RETURN_ZODIACS } from '@astrolabio/core';
import { decimalIn, shortText, tabLink } from '../../result-tabs/link-keys.ts';
import type { ReturnChoice } from './return-choice.ts';

export const returnLink = tabLink({
  keys: {
    rsyear: z.pipe(z.string().check(z.regex(/^\d{4}$/)), z.transform((s: string) => Number(s))),
    rszodiac: z.enum(RETURN_ZODIACS),
    rsplace: shortText(MAX_PLACE_TEXT_LENGTH),
    rslat: decimalIn(LATITUDE_RANGE_DEG),
    rslon: decimalIn(LONGITUDE_RANGE_DEG),
  },
  read: (keys): ReturnChoice | null => {
    if (keys.rsyear === undefined) return null;
    const place = keys.rsplace && keys.rslat !== undefined && keys.rslon !== undefined ? { nome: keys.rsplace, latitude: keys.rslat, longitude: keys.rslon } : null;
    return { year: keys.rsyear, zodiaco: keys.rszodiac ?? DEFAULT_RETURN_ZODIAC, place };
  },
  write: (choice: ReturnChoice) => ({
    rsyear: String(choice.year),
    rszodiac: choice.zodiaco,
    ...(choice.place ? { rsplace: choice.place.nome.trim(), rslat: String(choice.place.latitude), rslon: String(choice.place.longitude) } : {}),
  }),
});
