/** Reading what was typed: abbreviations, ignored words, context, the Italian alphabet. */
import { describe, expect, it } from 'vitest';
import { parseSearchQuery, withLastWordAsContext } from './search-query.ts';

const readings = (text: string) => parseSearchQuery(text).variants.map((v) => v.join(' '));

describe('parseSearchQuery', () => {
  it.each([
    ['S. Giovanni Rotondo', ['san giovanni rotondo', 'santo giovanni rotondo', 'santa giovanni rotondo', 'sant giovanni rotondo', 'saint giovanni rotondo']],
    ['s giovanni', ['san giovanni', 'santo giovanni', 'santa giovanni', 'sant giovanni', 'saint giovanni']],
    ['S.Maria Capua Vetere', ['san maria capua vetere', 'santo maria capua vetere', 'santa maria capua vetere', 'sant maria capua vetere', 'saint maria capua vetere']],
    ['SS. Cosma e Damiano', ['santi cosma e damiano', 'santissimo cosma e damiano']],
    ['S.ta Margherita', ['santa margherita']],
    ['S. to Stefano', ['santo stefano']],
    ['M.te San Savino', ['monte san savino']],
    ['P.to Empedocle', ['porto empedocle']],
    ['Fraz. Mestre', ['mestre']],
    ['loc. Ostia', ['ostia']],
    ["Sant'Agata de' Goti", ['sant agata de goti', 'sant agata dei goti', 'sant agata degli goti']],
  ])('%s → %j', (text, expected) => {
    expect(readings(text)).toEqual(expected);
  });

  it('keeps the last word as typed too: it may be unfinished ("castel s" → Castelsardo)', () => {
    expect(readings('castel s')).toEqual(['castel san', 'castel santo', 'castel santa', 'castel sant', 'castel saint', 'castel s']);
  });

  it('keeps the words after a comma or parenthesis as context', () => {
    expect(parseSearchQuery('Milano (MI)')).toMatchObject({ variants: [['milano']], contextWords: ['mi'] });
    expect(parseSearchQuery('Roma, Italia')).toMatchObject({ variants: [['roma']], contextWords: ['italia'] });
  });

  it.each([
    ['città di castello', true],
    ['Forlì', true],
    ['new york', false],
    ['jesolo', false],
    ['Москва', false],
  ])('%s is written with the Italian alphabet: %s', (text, expected) => {
    expect(parseSearchQuery(text).italianLooking).toBe(expected);
  });

  it('reads nothing in punctuation alone', () => {
    expect(parseSearchQuery(" ' - . ").variants).toEqual([]);
  });

  it('moves the last word to the context for a second try ("milano mi")', () => {
    expect(withLastWordAsContext(parseSearchQuery('milano mi'))).toMatchObject({ words: ['milano'], variants: [['milano']], contextWords: ['mi'] });
    expect(withLastWordAsContext(parseSearchQuery('milano'))).toBeUndefined();
  });
});
