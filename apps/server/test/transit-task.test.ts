/** A transit task whose client has gone is skipped before any computation; otherwise its answer is encoded as asked. */
import { gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { createPathCache, type TechniqueEphemeris } from '@astrolabio/core';
import { openSwissEphemeris } from '@astrolabio/ephemeris';
import { transitiBodySchema, transitiResponseSchema } from '@astrolabio/contract';
import { ROME_1990 } from './helpers.ts';
import { compileResponseWriter } from '../src/plugins/serializer.ts';
import { runTransitTask, type TransitTask } from '../src/transit-pool/task.ts';

const request = transitiBodySchema.parse({ natal: ROME_1990, startDate: '2025-01-01', endDate: '2025-01-31', planets: ['Luna'] });
const flag = (value: 0 | 1) => {
  const cancelled = new Int32Array(new SharedArrayBuffer(4));
  cancelled[0] = value;
  return cancelled;
};
const task = (overrides: Partial<Omit<TransitTask, 'kind' | 'request'>> & { kind?: 'json' | 'ics' | 'csv' } = {}): TransitTask => ({ kind: 'json', request, encoding: 'identity', requestedAtMs: 0, cancelled: flag(0), ...overrides });
const writeJson = compileResponseWriter(transitiResponseSchema);

describe('runTransitTask', () => {
  test('cancelled before it starts: null, and the ephemeris is never asked', () => {
    const untouchable: TechniqueEphemeris = {
      position: () => { throw new Error('asked for a position'); },
      houses: () => { throw new Error('asked for houses'); },
      obliquityDeg: () => { throw new Error('asked for the obliquity'); },
      armcDeg: () => { throw new Error('asked for the ARMC'); },
      nextEclipse: () => { throw new Error('asked for an eclipse'); },
    };
    expect(runTransitTask(task({ cancelled: flag(1) }), { ephemeris: untouchable, cache: createPathCache() })).toBeNull();
  });

  test('the JSON answer: the schema writer\'s text to the byte (no field the contract lacks), gzip-compressed when asked', () => {
    const state = { ephemeris: openSwissEphemeris(), cache: createPathCache() };
    const plain = runTransitTask(task({}), state)!;
    expect(plain.encoding).toBe('identity');
    const text = Buffer.from(plain.bytes).toString('utf8');
    const answer = transitiResponseSchema.parse(JSON.parse(text));
    expect(answer.periodo).toBe('2025-01-01 - 2025-01-31');
    expect(text).toBe(writeJson(answer));
    const gzip = runTransitTask(task({ encoding: 'gzip' }), state)!;
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString('utf8')).toBe(text);
  });
});
