/**
 * Astrological glyphs of the core's codes, drawn in the wheel, the grid and the tables. Each ends
 * with U+FE0E so that phones draw the text symbol, not a coloured emoji.
 */
import type { AspectCode, BodyCode, ElementCode, SignCode } from '@astrolabio/core';

const TEXT = '\uFE0E';

/** The retrograde sign, beside a body in tables and on the wheel. */
export const RETROGRADE_MARK = '℞';

export const BODY_GLYPHS: Readonly<Record<BodyCode, string>> = {
  sun: `☉${TEXT}`,
  moon: `☽${TEXT}`,
  mercury: `☿${TEXT}`,
  venus: `♀${TEXT}`,
  mars: `♂${TEXT}`,
  jupiter: `♃${TEXT}`,
  saturn: `♄${TEXT}`,
  uranus: `♅${TEXT}`,
  neptune: `♆${TEXT}`,
  pluto: `♇${TEXT}`,
  chiron: `⚷${TEXT}`,
  lilith: `⚸${TEXT}`,
  northNode: `☊${TEXT}`,
  southNode: `☋${TEXT}`,
};

export const SIGN_GLYPHS: Readonly<Record<SignCode, string>> = {
  aries: `♈${TEXT}`,
  taurus: `♉${TEXT}`,
  gemini: `♊${TEXT}`,
  cancer: `♋${TEXT}`,
  leo: `♌${TEXT}`,
  virgo: `♍${TEXT}`,
  libra: `♎${TEXT}`,
  scorpio: `♏${TEXT}`,
  sagittarius: `♐${TEXT}`,
  capricorn: `♑${TEXT}`,
  aquarius: `♒${TEXT}`,
  pisces: `♓${TEXT}`,
};

export const ASPECT_GLYPHS: Readonly<Record<AspectCode, string>> = {
  conjunction: `☌${TEXT}`,
  semisextile: `⚺${TEXT}`,
  semisquare: `∠${TEXT}`,
  sextile: `⚹${TEXT}`,
  // No Unicode symbol: the letters astrology programs draw (Solar Fire, astro.com's «Q», «bQ»).
  quintile: 'Q',
  square: `□${TEXT}`,
  trine: `△${TEXT}`,
  sesquiquadrate: `⚼${TEXT}`,
  biquintile: 'bQ',
  quincunx: `⚻${TEXT}`,
  opposition: `☍${TEXT}`,
};

/** Aspect colours (the spec's timeline legend: yellow, green, blue, red, purple), dark enough on white. */
export const ASPECT_COLORS: Readonly<Record<AspectCode, string>> = {
  conjunction: '#e8a400',
  sextile: '#2f9e44',
  trine: '#1c7ed6',
  square: '#e03131',
  opposition: '#9c36b5',
  // The minor aspects (issue 25): lighter or mixed tones of the majors' families.
  semisextile: '#66a80f',
  semisquare: '#e8590c',
  sesquiquadrate: '#c2255c',
  quincunx: '#0c8599',
  quintile: '#5f3dc4',
  biquintile: '#3b5bdb',
};

/** The variation selector every glyph above ends with: not a symbol, the font needs no drawing for it. */
const TEXT_PRESENTATION = TEXT;

/**
 * Every symbol the glyph font (lib/glyph-font.ts) must draw: the tables above and the retrograde
 * mark. scripts/fonts/glyph-font.ts cuts the font from this list.
 */
export const GLYPH_FONT_CHARACTERS: readonly string[] = [
  ...new Set(
    [...Object.values(BODY_GLYPHS), ...Object.values(SIGN_GLYPHS), ...Object.values(ASPECT_GLYPHS), RETROGRADE_MARK]
      .flatMap((g) => [...g])
      .filter((c) => c !== TEXT_PRESENTATION),
  ),
];

/** The signs' colours by element (the wheel's zodiac band, the transit views' houses and their legend): pale, for backgrounds. */
export const ELEMENT_COLORS: Readonly<Record<ElementCode, string>> = {
  fire: '#fff0f0',
  earth: '#edfbef',
  air: '#fffbe0',
  water: '#eaf4ff',
};
