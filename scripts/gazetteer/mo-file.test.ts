/** The .mo reader against a catalogue written by hand in the documented layout. */
import { describe, expect, it } from 'vitest';
import { parseMoFile } from './mo-file.ts';

/** Builds a little-endian .mo file from pairs, as msgfmt lays it out (tables, then strings). */
function buildMo(pairs: Array<[string, string]>): Uint8Array {
  const enc = new TextEncoder();
  const n = pairs.length;
  const headerSize = 28;
  const originalsAt = headerSize;
  const translationsAt = originalsAt + n * 8;
  let cursor = translationsAt + n * 8;
  const chunks: Uint8Array[] = [];
  const table: number[] = [];
  for (const side of [0, 1] as const) {
    for (const pair of pairs) {
      const bytes = enc.encode(pair[side]);
      table.push(bytes.length, cursor);
      chunks.push(bytes, new Uint8Array([0]));
      cursor += bytes.length + 1;
    }
  }
  const out = new Uint8Array(cursor);
  const view = new DataView(out.buffer);
  [0x950412de, 0, n, originalsAt, translationsAt, 0, 0].forEach((v, i) => view.setUint32(i * 4, v, true));
  table.forEach((v, i) => view.setUint32(originalsAt + i * 4, v, true));
  let at = translationsAt + n * 8;
  for (const c of chunks) { out.set(c, at); at += c.length; }
  return out;
}

describe('parseMoFile', () => {
  it('maps each msgid to its msgstr and skips the header entry', () => {
    const mo = buildMo([['', 'Content-Type: text/plain; charset=UTF-8\n'], ['2643743', 'Londra'], ['DE.02', 'Baviera'], ['3054643', 'Budapest']]);
    const map = parseMoFile(mo);
    expect([...map]).toEqual([['2643743', 'Londra'], ['DE.02', 'Baviera'], ['3054643', 'Budapest']]);
  });

  it('decodes UTF-8 (accents, apostrophes)', () => {
    expect(parseMoFile(buildMo([['1', "Sant'Agata de' Goti"], ['2', 'Città del Messico']])).get('2')).toBe('Città del Messico');
  });

  it('rejects a file that is not a catalogue', () => {
    expect(() => parseMoFile(new Uint8Array(32))).toThrow(/magic/);
  });
});
