/**
 * A pool task (compute-pool/task.ts): the row's task kind found by its name; a task whose client has
 * gone is skipped before any computation; otherwise its answer is the row's (JSON or file), encoded
 * as asked.
 */
import { gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { createPathCache, type TechniqueEphemeris } from '@astrolabio/core';
import { openSwissEphemeris } from '@astrolabio/ephemeris';
import { transitiBodySchema, transitiResponseSchema } from '@astrolabio/contract';
import { ROME_1990 } from './helpers.ts';
import { compileResponseWriter } from '../src/plugins/serializer.ts';
import { runPoolTask, type PoolTask } from '../src/compute-pool/task.ts';

const input = transitiBodySchema.parse({ natal: ROME_1990, startDate: '2025-01-01', endDate: '2025-01-31', planets: ['Luna'] });
const flag = (value: 0 | 1) => {
  const cancelled = new Int32Array(new SharedArrayBuffer(4));
  cancelled[0] = value;
  return cancelled;
};
const task = (overrides: Partial<PoolTask> = {}): PoolTask => ({ route: 'transiti', input, encoding: 'identity', requestedAtMs: 0, validateAnswer: true, cancelled: flag(0), ...overrides });
const writeJson = compileResponseWriter(transitiResponseSchema);

describe('runPoolTask', () => {
  test('cancelled before it starts: null, and the ephemeris is never asked', async () => {
    const untouchable: TechniqueEphemeris = {
      position: () => { throw new Error('asked for a position'); },
      houses: () => { throw new Error('asked for houses'); },
      obliquityDeg: () => { throw new Error('asked for the obliquity'); },
      armcDeg: () => { throw new Error('asked for the ARMC'); },
      nextEclipse: () => { throw new Error('asked for an eclipse'); },
    };
    expect(await runPoolTask(task({ cancelled: flag(1) }), { ephemeris: untouchable, paths: createPathCache() })).toBeNull();
  });

  test('the JSON answer: the schema writer\'s text to the byte (no field the contract lacks), gzip-compressed when asked', async () => {
    const state = { ephemeris: openSwissEphemeris(), paths: createPathCache() };
    const plain = (await runPoolTask(task({}), state))!;
    expect(plain.encoding).toBe('identity');
    const text = Buffer.from(plain.bytes).toString('utf8');
    const answer = transitiResponseSchema.parse(JSON.parse(text));
    expect(answer.periodo).toBe('2025-01-01 - 2025-01-31');
    expect(text).toBe(writeJson(answer));
    const gzip = (await runPoolTask(task({ encoding: 'gzip' }), state))!;
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString('utf8')).toBe(text);
  });

  test('a file row: the same kind, its file\'s bytes', async () => {
    const state = { ephemeris: openSwissEphemeris(), paths: createPathCache() };
    const csv = (await runPoolTask(task({ route: 'transitiCsv' }), state))!;
    expect(Buffer.from(csv.bytes).toString('utf8')).toMatch(/^\uFEFFesatto;/);
  });
});
