/**
 * The caption written under a downloaded wheel (whose chart, the birth data), broken into lines that
 * fit the drawing's width in any viewer: the widths are estimated on the generous side of DejaVu
 * Sans, the widest of the usual sans fonts, since the file is drawn with the viewer's own.
 */

/** The caption's font sizes and line height, px of the wheel's own drawing. */
export const CAPTION_TITLE_FONT_PX = 14;
export const CAPTION_FONT_PX = 12;
export const CAPTION_LINE_PX = 17;
/** Room kept free at each side of the caption, px. */
export const CAPTION_SIDE_MARGIN_PX = 16;

const SEPARATOR = ' · ';

/**
 * Widths in em by kind of character, at or above DejaVu Sans' own: measured in Chromium (SVG getBBox
 * at 12 px), the estimate of ten caption lines and test strings is 6 % to 14 % over the drawn width.
 */
const NARROW = new Set([...'ijl.,:;·\'’|!']);
const SEMI_NARROW = new Set([...'frt()/-[]']);
const WIDE = new Set([...'mwMW']);

/** Estimated width of `text` at `fontPx`, px, never less than DejaVu Sans draws it. */
export function captionWidthPx(text: string, fontPx: number): number {
  let em = 0;
  for (const ch of text) {
    if (ch === ' ') em += 0.33;
    else if (NARROW.has(ch)) em += 0.32;
    else if (SEMI_NARROW.has(ch)) em += 0.43;
    else if (WIDE.has(ch)) em += 1.0;
    else if (ch >= '0' && ch <= '9') em += 0.64;
    else if (ch >= 'A' && ch <= 'Z') em += 0.78;
    else em += 0.63;
  }
  return em * fontPx;
}

/** `text` broken into lines no wider than `maxWidthPx` at the points `splitAt` finds (a piece wider than that stands alone). */
function wrapAt(text: string, splitAt: RegExp, maxWidthPx: number, fontPx: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const piece of text.split(splitAt)) {
    const tried = line + piece;
    if (line && captionWidthPx(tried.trimEnd(), fontPx) > maxWidthPx) {
      lines.push(line.trimEnd());
      line = piece;
    } else line = tried;
  }
  if (line) lines.push(line.trimEnd());
  return lines;
}

/** `text` in lines no wider than `maxWidthPx`: broken after a «;» where it can (an orb list's items stay whole), else at its spaces. */
function wrapText(text: string, maxWidthPx: number, fontPx: number): string[] {
  return wrapAt(text, /(?<=; )/, maxWidthPx, fontPx).flatMap((line) => wrapAt(line, /(?<= )/, maxWidthPx, fontPx));
}

/**
 * The caption's lines for a drawing `viewWidthPx` wide: the title, then the header's rows
 * («Nascita: …»), two to a line («Nascita: … · Luogo: …») where they fit, one to a line where they do
 * not, and a row too long for a line broken after a «;» or else at a space.
 */
export function wheelCaption(title: string, rows: readonly (readonly [string, string])[], viewWidthPx: number): string[] {
  const maxWidthPx = viewWidthPx - 2 * CAPTION_SIDE_MARGIN_PX;
  const lines = wrapText(title, maxWidthPx, CAPTION_TITLE_FONT_PX);
  let pending: string | null = null;
  for (const [label, value] of rows) {
    const cell = `${label}: ${value}`;
    if (pending !== null && captionWidthPx(pending + SEPARATOR + cell, CAPTION_FONT_PX) <= maxWidthPx) {
      lines.push(pending + SEPARATOR + cell);
      pending = null;
      continue;
    }
    if (pending !== null) lines.push(pending);
    pending = null;
    const wrapped = wrapText(cell, maxWidthPx, CAPTION_FONT_PX);
    // A row that fits on a line waits for a second one to share it.
    if (wrapped.length === 1) pending = wrapped[0]!;
    else lines.push(...wrapped);
  }
  if (pending !== null) lines.push(pending);
  return lines;
}
