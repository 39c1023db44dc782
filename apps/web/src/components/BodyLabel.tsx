/**
 * A body (or an angle) as its glyph, decorative, with its Italian name. Three layouts:
 * 'inline' glyph, space, name (column headers); 'column' glyph in a fixed-width slot hidden on the
 * narrowest screens, then name, so names line up in a table (an angle's slot stays empty);
 * 'glyph' the glyph alone on screen, the name for screen readers only (the aspect grid).
 */
import { Box, VisuallyHidden } from '@mantine/core';
import { CUSP_CODES, type CuspCode, type PointCode } from '@astrolabio/core';
import { POINT_NAMES_IT } from '@astrolabio/names-it';
import { BODY_GLYPHS } from '../lib/glyphs.ts';

/** Angles and house cusps have no glyph here: their slot stays empty. */
const NO_CUSP_GLYPHS = Object.fromEntries(CUSP_CODES.map((c) => [c, ''])) as Record<CuspCode, string>;
const POINT_GLYPHS: Readonly<Record<PointCode, string>> = { ...BODY_GLYPHS, ascendant: '', midheaven: '', ...NO_CUSP_GLYPHS };

export interface BodyLabelProps {
  point: PointCode;
  variant?: 'inline' | 'column' | 'glyph';
}

export function BodyLabel({ point, variant = 'inline' }: BodyLabelProps) {
  const glyph = POINT_GLYPHS[point];
  const name = POINT_NAMES_IT[point];
  switch (variant) {
    case 'column':
      return (
        <>
          <Box component="span" aria-hidden="true" visibleFrom="xs" style={{ display: 'inline-block', width: '1.25em' }}>{glyph}</Box>
          {name}
        </>
      );
    case 'glyph':
      return (
        <>
          <span aria-hidden="true">{glyph}</span>
          <VisuallyHidden>{name}</VisuallyHidden>
        </>
      );
    case 'inline':
      return (
        <>
          <span aria-hidden="true">{glyph} </span>
          {name}
        </>
      );
  }
}
