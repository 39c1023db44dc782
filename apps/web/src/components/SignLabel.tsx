/** A zodiac sign as its glyph (decorative) followed by its Italian name. */
import type { SignCode } from '@astrolabio/core';
import { SIGN_NAMES_IT } from '@astrolabio/names-it';
import { SIGN_GLYPHS } from '../lib/glyphs.ts';

export function SignLabel({ sign }: { sign: SignCode }) {
  return (
    <>
      <span aria-hidden="true" style={{ display: 'inline-block', width: '1.2em' }}>{SIGN_GLYPHS[sign]}</span>
      {SIGN_NAMES_IT[sign]}
    </>
  );
}
