/** The downloaded wheel's caption: rows two to a line where they fit, one where they do not, long rows broken at spaces; no line wider than the drawing. */
import { describe, expect, test } from 'vitest';
import { CAPTION_FONT_PX, CAPTION_SIDE_MARGIN_PX, CAPTION_TITLE_FONT_PX, captionWidthPx, wheelCaption } from './wheel-caption.ts';

const VIEW_PX = 500;
const MAX_PX = VIEW_PX - 2 * CAPTION_SIDE_MARGIN_PX;

/** The header of a chart as the wheel's caption receives it (13/07/1985 14:30, Roma). */
const ROWS: [string, string][] = [
  ['Nascita', '13/07/1985 alle 14:30 (UTC+2)'],
  ['Luogo', 'Roma (RM), Lazio, Italia'],
  ['Coordinate', '41°53′ N, 12°30′ E'],
  ['Fuso orario', 'Europe/Rome (ora legale: sì)'],
  ['Tempo universale', '13/07/1985, 12:30:00 UT'],
  ['Case', 'Placidus'],
  ['Nodi lunari', 'Nodo vero'],
  ['Lilith', 'Lilith media'],
  ['Aspetti', 'Congiunzione, Sestile, Quadratura, Trigono, Opposizione'],
  ['Orbite', 'Congiunzione 8° (Sole/Luna 10°); Sestile 5° (Sole/Luna 7°); Quadratura 7° (Sole/Luna 9°); Trigono 7° (Sole/Luna 9°); Opposizione 8° (Sole/Luna 10°)'],
];

describe('captionWidthPx', () => {
  test.each([
    // text, font px, px: kinds of character at their em widths
    ['', 12, 0],
    ['10', 10, 12.8],
    ['Mi', 10, 13.2],
    ['a b', 10, 15.9],
  ])('«%s» at %i px is %f px', (text, font, px) => {
    expect(captionWidthPx(text, font)).toBeCloseTo(px, 9);
  });
});

describe('wheelCaption', () => {
  test('every line fits the drawing, between its side margins', () => {
    const lines = wheelCaption('Tema natale', ROWS, VIEW_PX);
    for (const line of lines.slice(1)) expect(captionWidthPx(line, CAPTION_FONT_PX), line).toBeLessThanOrEqual(MAX_PX);
  });

  test('nothing is lost: the rows, read in order, are all there', () => {
    const lines = wheelCaption('Tema natale', ROWS, VIEW_PX);
    expect(lines[0]).toBe('Tema natale');
    const joined = lines.slice(1).join(' ').replaceAll(' · ', ' ');
    expect(joined).toBe(ROWS.map(([label, value]) => `${label}: ${value}`).join(' '));
  });

  test('rows share a line where two fit; a row too long for one is broken after a «;»', () => {
    expect(wheelCaption('Tema natale', ROWS, VIEW_PX)).toEqual([
      'Tema natale',
      'Nascita: 13/07/1985 alle 14:30 (UTC+2)',
      'Luogo: Roma (RM), Lazio, Italia · Coordinate: 41°53′ N, 12°30′ E',
      'Fuso orario: Europe/Rome (ora legale: sì)',
      'Tempo universale: 13/07/1985, 12:30:00 UT · Case: Placidus',
      'Nodi lunari: Nodo vero · Lilith: Lilith media',
      'Aspetti: Congiunzione, Sestile, Quadratura, Trigono, Opposizione',
      'Orbite: Congiunzione 8° (Sole/Luna 10°); Sestile 5° (Sole/Luna 7°);',
      'Quadratura 7° (Sole/Luna 9°); Trigono 7° (Sole/Luna 9°);',
      'Opposizione 8° (Sole/Luna 10°)',
    ]);
  });

  test('a row with no «;» is broken at its spaces; a long title too', () => {
    const place = 'San Giovanni in Fiore (CS), Calabria, Italia, frazione di Lorica sul lago Arvo, località Cava di Melis';
    const rowLines = wheelCaption('Tema natale', [['Luogo', place]], VIEW_PX).slice(1);
    expect(rowLines.length).toBe(2);
    for (const line of rowLines) expect(captionWidthPx(line, CAPTION_FONT_PX), line).toBeLessThanOrEqual(MAX_PX);
    expect(rowLines.join(' ')).toBe(`Luogo: ${place}`);
    const titleLines = wheelCaption('Tema natale di Maria Addolorata Sant’Angelo Lombardi della Rocca di Mezzo', [], VIEW_PX);
    expect(titleLines.length).toBe(2);
    for (const line of titleLines) expect(captionWidthPx(line, CAPTION_TITLE_FONT_PX), line).toBeLessThanOrEqual(MAX_PX);
  });
});
