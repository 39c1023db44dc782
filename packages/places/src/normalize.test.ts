/** Normalisation table: what a user types and the key it must meet. */
import { describe, expect, it } from 'vitest';
import { searchKey, searchWords } from './normalize.ts';

describe('searchKey', () => {
  it.each([
    ['Città di Castello', 'cittadicastello'],
    ['citta di castello', 'cittadicastello'],
    ['CITTÀ DI CASTELLO', 'cittadicastello'],
    ["Sant'Agata de' Goti", 'santagatadegoti'],
    ['Sant’Agata de’ Goti', 'santagatadegoti'],
    ['sant agata de goti', 'santagatadegoti'],
    ['Bolzano/Bozen', 'bolzanobozen'],
    ['Gressoney-La-Trinité', 'gressoneylatrinite'],
    ['München', 'munchen'],
    ['Łódź', 'lodz'],
    ['Straße', 'strasse'],
    ['  Forlì  ', 'forli'],
    ['São Paulo', 'saopaulo'],
  ])('%s → %s', (text, key) => {
    expect(searchKey(text)).toBe(key);
  });

  it('keeps digits and non-Latin letters', () => {
    expect(searchKey('Москва 2')).toBe('москва2');
  });
});

describe('searchWords', () => {
  it('splits on apostrophes, spaces, hyphens and slashes', () => {
    expect(searchWords("Sant'Agata-sul Santerno/X")).toEqual(['sant', 'agata', 'sul', 'santerno', 'x']);
  });

  it('reads plain ASCII and accented text alike', () => {
    expect(searchWords('Reggio nell\'Emilia (RE)')).toEqual(['reggio', 'nell', 'emilia', 're']);
    expect(searchWords('Forlì-Cesena, Città')).toEqual(['forli', 'cesena', 'citta']);
  });
});
