/**
 * The text catalogue: a missing key fails loudly in development and tests instead of rendering
 * "undefined", and the spec's texts the server says too are the API contract's own constants.
 */
import { describe, expect, test } from 'vitest';
import { SPEC_ERRORS, SPEC_TOASTS } from '@astrolabio/contract';
import { it } from './it.ts';
import { MissingTextError, strictCatalogue } from './strict.ts';

describe('strict catalogue', () => {
  test('throws on a key that does not exist, naming its path', () => {
    const dynamic = it.results as unknown as Record<string, string>;
    expect(() => dynamic['tabPianeti']).toThrow(MissingTextError);
    expect(() => dynamic['tabPianeti']).toThrow('it.results.tabPianeti');
  });

  test('hands out texts, nested groups and functions as they are, and guards the nested groups too', () => {
    const plain = { title: 'a', group: { count: (n: number) => `${n}` } };
    const strict = strictCatalogue(plain, true);
    expect(strict.title).toBe(plain.title);
    expect(strict.group.count).toBe(plain.group.count);
    expect(() => (strict.group as unknown as Record<string, unknown>)['missing']).toThrow('it.group.missing');
  });

  test('is the plain object itself when not strict (production)', () => {
    const plain = { a: 'x' };
    expect(strictCatalogue(plain, false)).toBe(plain);
  });
});

describe("the spec's texts come from the API contract", () => {
  test.each([
    ['errors.server', it.errors.server, SPEC_ERRORS.server],
    ['errors.unknown', it.errors.unknown, SPEC_ERRORS.unknown],
    ['monthly.error', it.monthly.error, SPEC_ERRORS.monthlyTransitsFailed],
    ['place.suggestionsError', it.place.suggestionsError, SPEC_ERRORS.suggestionsFailed],
    ['place.resolveError', it.place.resolveError, SPEC_ERRORS.locationFailed],
    ['place.missingCoordinates', it.place.missingCoordinates, SPEC_ERRORS.coordinatesNotFound],
    ['place.missingTimezone', it.place.missingTimezone, SPEC_ERRORS.timeZoneNotFound],
  ])('it.%s is the contract\'s', (_key, text, specText) => {
    expect(text).toBe(specText);
  });

  test('every toast of the spec is one of the profile texts', () => {
    const profileTexts = Object.values(it.profiles);
    for (const toast of Object.values(SPEC_TOASTS)) expect(profileTexts).toContain(toast);
  });
});
