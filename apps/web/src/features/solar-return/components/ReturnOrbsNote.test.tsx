/** The line under a return's aspects table names the orbs the answer says it used, Sole/Luna's only where they differ. */
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { DEFAULT_RETURN_ORBS, RETURN_ASPECT_CODES, withOrbs } from '@astrolabio/core';
import { renderWithProviders } from '../../../../test/render.tsx';
import { ReturnOrbsNote } from './ReturnOrbsNote.tsx';

/** The orbs as an answer's codes hold them: the five aspects a return looks for. */
const fiveOf = (table: typeof DEFAULT_RETURN_ORBS) => Object.fromEntries(RETURN_ASPECT_CODES.map((a) => [a, table[a]]));

describe('ReturnOrbsNote', () => {
  test('the default return orbs, the five aspects in order', () => {
    renderWithProviders(<ReturnOrbsNote orbs={fiveOf(DEFAULT_RETURN_ORBS)} />);
    expect(screen.getByTestId('return-orbs').textContent).toBe(
      'Orbite della rivoluzione (più strette di quelle natali): Congiunzione 3°; Sestile 2°; Quadratura 3°; Trigono 3°; Opposizione 3°.',
    );
  });

  test('orbs asked for: decimals the Italian way, Sole/Luna\'s beside an aspect whose column differs', () => {
    const asked = withOrbs(DEFAULT_RETURN_ORBS, { square: { orbDeg: 2.5, luminaryOrbDeg: 4 } });
    renderWithProviders(<ReturnOrbsNote orbs={fiveOf(asked)} />);
    expect(screen.getByTestId('return-orbs').textContent).toContain('Sestile 2°; Quadratura 2,5° (Sole/Luna 4°); Trigono 3°');
  });
});
