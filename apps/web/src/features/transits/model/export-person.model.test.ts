import { describe, expect, it } from 'vitest';
import { exportPersonBody } from './export-person.ts';

describe('exportPersonBody: whose chart the exports name', () => {
  it.each([
    [{ name: ' Maria Rossi ', place: 'Roma (RM)' }, { persona: 'Maria Rossi', luogoNascita: 'Roma (RM)' }],
    [{ name: 'Maria', place: '' }, { persona: 'Maria' }],
    [{ name: '', place: 'Lido di Camaiore' }, { luogoNascita: 'Lido di Camaiore' }],
    [{ name: ' ', place: '' }, {}],
    [undefined, {}],
  ])('%j → %j', (person, body) => {
    expect(exportPersonBody(person)).toEqual(body);
  });
});
