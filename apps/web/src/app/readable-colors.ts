/**
 * Text colours that WCAG 2.1 AA can read (4.5:1 for text of normal size, 1.4.3): the contrast ratio
 * of two colours, and a colour darkened just enough to reach it on a background. Mantine's palette
 * is not made for that: its dimmed grey is 3.32:1 on white, its light-variant text (shade 9 on
 * shade 1) 2.69:1 for yellow, its filled red 3.28:1 under white text.
 */
import { darken, luminance } from '@mantine/core';

/** WCAG 2.1 AA's minimum contrast for text of normal size. */
export const AA_TEXT_CONTRAST = 4.5;

/** WCAG's contrast ratio of two colours (hex or rgba), from 1 (the same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

const DARKEN_STEP = 0.04;

/**
 * `color` itself when it reads on every one of `backgrounds` at `minContrast`, else `color` darkened
 * by the first multiple of 4 % that does (the hue kept, so a warning stays amber and an error red).
 */
export function readableOn(color: string, backgrounds: readonly string[], minContrast = AA_TEXT_CONTRAST): string {
  for (let amount = 0; amount < 1; amount += DARKEN_STEP) {
    const candidate = amount === 0 ? color : darken(color, amount);
    if (backgrounds.every((bg) => contrastRatio(candidate, bg) >= minContrast)) return candidate;
  }
  return '#000000';
}

/**
 * The luminance above which black text contrasts more with a colour than white does:
 * (L + 0.05) / 0.05 = 1.05 / (L + 0.05). Past it a filled control writes black, before it white,
 * and either way at no less than 4.58:1.
 */
export const BLACK_TEXT_LUMINANCE = Math.sqrt(0.05 * 1.05) - 0.05;
