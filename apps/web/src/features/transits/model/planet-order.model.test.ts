/** The table's planet order: spec section 9's list, with Sole placed by the Chaldean order. */
import { describe, expect, test } from 'vitest';
import { TRANSIT_BODY_CODES } from '@astrolabio/core';
import { BODY_NAMES_IT } from '@astrolabio/names-it';
import { TRANSIT_TABLE_ORDER } from './planet-order.ts';

/** Spec section 9, verbatim. */
const SPEC_TABLE_ORDER = ['Plutone', 'Nettuno', 'Urano', 'Saturno', 'Giove', 'Marte', 'Venere', 'Mercurio', 'Luna', 'Nodo Nord', 'Lilith', 'Chirone'];

describe('TRANSIT_TABLE_ORDER', () => {
  test('is the spec\'s order once Sole is left out', () => {
    expect(TRANSIT_TABLE_ORDER.filter((b) => b !== 'sun').map((b) => BODY_NAMES_IT[b])).toEqual(SPEC_TABLE_ORDER);
  });

  test('puts Sole between Marte and Venere, as the Chaldean order does', () => {
    const names = TRANSIT_TABLE_ORDER.map((b) => BODY_NAMES_IT[b]);
    expect(names.slice(names.indexOf('Marte'), names.indexOf('Marte') + 3)).toEqual(['Marte', 'Sole', 'Venere']);
  });

  test('holds every transiting body once', () => {
    expect([...TRANSIT_TABLE_ORDER].sort()).toEqual([...TRANSIT_BODY_CODES].sort());
  });
});
