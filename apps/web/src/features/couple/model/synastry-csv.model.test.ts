/** The Sinastria's .csv: the one CSV convention, a row per inter-aspect and per overlaid point, from the recorded answer's codes. */
import { describe, expect, test } from 'vitest';
import { CSV_BOM, decodeCoupleCharts, type CoppiaResponse } from '@astrolabio/contract';
import { ASPECT_NAMES_IT, POINT_NAMES_IT } from '@astrolabio/names-it';
import answer from '../../../../test/fixtures/coppia-roma-1990-milano-1992.json';
import { synastryCsv, synastryCsvFileName } from './synastry-csv.ts';

const couple = decodeCoupleCharts(answer as CoppiaResponse);
const text = synastryCsv(couple, { first: 'Maria', second: 'Luca' });
const lines = text.slice(CSV_BOM.length).split('\r\n').slice(0, -1);

describe('synastryCsv', () => {
  test('a BOM, `;`, CRLF rows: the header, every inter-aspect, then each person’s sixteen points in the other’s houses', () => {
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(lines[0]).toBe('Tabella;Punto di Maria;Aspetto;Punto di Luca;Orbita (gradi);Posizione;Casa');
    expect(lines).toHaveLength(1 + couple.synastry.aspects.length + 32);
    expect(lines.filter((l) => l.startsWith('Aspetti di sinastria;'))).toHaveLength(couple.synastry.aspects.length);
    expect(lines.filter((l) => l.startsWith('Punti di Luca nelle case di Maria;'))).toHaveLength(16);
    expect(lines.filter((l) => l.startsWith('Punti di Maria nelle case di Luca;'))).toHaveLength(16);
  });

  test('an aspect’s orb to two decimals with the decimal comma; a point’s place and the other’s house', () => {
    for (const a of couple.synastry.aspects) {
      expect(lines).toContain(`Aspetti di sinastria;${POINT_NAMES_IT[a.firstPoint]};${ASPECT_NAMES_IT[a.aspect]};${POINT_NAMES_IT[a.secondPoint]};${String(Math.round(a.orbDeg * 100) / 100).replace('.', ',')};;`);
    }
    const lucaSun = lines.find((l) => l.startsWith('Punti di Luca nelle case di Maria;;;Sole;'))!;
    expect(lucaSun.split(';').at(-1)).toBe(String(couple.synastry.secondInFirstHouses.sun));
    expect(lucaSun.split(';')[5]).toMatch(/^\d+°\d{2}′ \p{Lu}\p{Ll}+$/u);
  });

  test('its name: the two birth dates', () => {
    expect(synastryCsvFileName('1990-01-01', '1992-05-20')).toBe('sinastria-1990-01-01-1992-05-20.csv');
  });
});
