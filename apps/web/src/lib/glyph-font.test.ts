/** The shipped glyph font holds every symbol the app draws, each in exactly one file (glyph-font.json is read back from the fonts). */
import { describe, expect, test } from 'vitest';
import { GLYPH_FONT_FACES } from './glyph-font.ts';
import { GLYPH_FONT_CHARACTERS } from './glyphs.ts';

describe('glyph font', () => {
  test('every symbol of glyphs.ts is in one file of the font, and the font holds nothing else', () => {
    const covered = GLYPH_FONT_FACES.flatMap((f) => [...f.codePoints]);
    const wanted = GLYPH_FONT_CHARACTERS.map((c) => c.codePointAt(0)!);
    expect([...covered].sort((a, b) => a - b)).toEqual([...wanted].sort((a, b) => a - b));
    expect(new Set(covered).size).toBe(covered.length);
    expect(GLYPH_FONT_CHARACTERS).toEqual(expect.arrayContaining(['⚹', '☉', '℞', '♈']));
  });

  test('each face names its code points as a CSS unicode-range', () => {
    for (const f of GLYPH_FONT_FACES) {
      expect(f.unicodeRange).toBe(f.codePoints.map((cp) => `U+${cp.toString(16).toUpperCase()}`).join(', '));
      expect(f.url).toMatch(/\.woff2/);
    }
  });
});
