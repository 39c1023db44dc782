/**
 * The map's colours, one table that the map and its legend both read: a light colour per natal
 * house for the field (light, so lines, names and places stay readable over it), the veto's hatch,
 * a dark colour per planet for its lines, and the verdicts' colours for the places.
 */
import type { MirataBody, MirataVerdict } from '@astrolabio/core';

/** Index 0 is house 1 (ColorBrewer Set3, twelve classes). */
export const HOUSE_FILLS = ['#8dd3c7', '#ffffb3', '#bebada', '#fb8072', '#80b1d3', '#fdb462', '#b3de69', '#fccde5', '#d9d9d9', '#bc80bd', '#ccebc5', '#ffed6f'] as const;
export const FIELD_OPACITY = 0.55;
export const VETO_HATCH = '#5c2b2b';

export const BODY_LINE_COLORS: Readonly<Record<MirataBody, string>> = {
  sun: '#d9480f',
  moon: '#495057',
  mercury: '#2b8a3e',
  venus: '#c2255c',
  mars: '#c92a2a',
  jupiter: '#1864ab',
  saturn: '#5c4400',
  uranus: '#0b7285',
  neptune: '#5f3dc4',
  pluto: '#862e9c',
};
/** Natal lines are dashed, the return's solid. */
export const NATAL_LINE_DASH = '6 4';

export const VERDICT_COLORS: Readonly<Record<MirataVerdict, string>> = {
  recommended: '#2b8a3e',
  acceptable: '#e67700',
  discarded: '#c92a2a',
};
export const HOME_COLOR = '#1c1c1c';
