/** A zodiac sign as its glyph (decorative) followed by its Italian name, for a longitude in degrees. */
import { zodiacPosition } from '@astrolabio/core';
import { SIGN_GLYPHS } from '../lib/glyphs.ts';

export function SignLabel({ longitude, name }: { longitude: number; name: string }) {
  return (
    <>
      <span aria-hidden="true" style={{ display: 'inline-block', width: '1.2em' }}>{SIGN_GLYPHS[zodiacPosition(longitude).sign]}</span>
      {name}
    </>
  );
}
