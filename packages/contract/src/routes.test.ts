import { describe, expect, expectTypeOf, test } from 'vitest';
import type { z } from 'zod/mini';
import { API_PREFIX, API_ROUTES, apiUrl, fileNameOf, routeResponses, type AnyRoute } from './index.ts';
import { errorResponseSchema } from './schemas/error.ts';
import { transitiResponseSchema } from './schemas/transiti.ts';

const rows = Object.entries(API_ROUTES) as [string, AnyRoute][];

describe('the route table', () => {
  test('one route per method and path, each under the API prefix', () => {
    const keys = rows.map(([, r]) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(apiUrl(API_ROUTES.transiti)).toBe('/api/transiti');
    expect(rows.every(([, r]) => apiUrl(r).startsWith(`${API_PREFIX}/`))).toBe(true);
  });

  test('a GET route has a query or nothing and no body, a POST route a body and no query', () => {
    for (const [name, r] of rows) {
      expect(r.body !== undefined, name).toBe(r.method === 'POST');
      if (r.method === 'POST') expect(r.query, name).toBeUndefined();
    }
  });

  test('every row answers JSON or a file, not both, and has an Italian summary', () => {
    for (const [name, r] of rows) {
      expect((r.answer === undefined) !== (r.file === undefined), name).toBe(true);
      expect(r.summary, name).toMatch(/\S/);
    }
  });

  test('every calculation is limited and says where it runs: a task kind, or inline under a CPU bound of a few ms', () => {
    for (const [name, r] of rows) {
      if (r.compute.task !== undefined) {
        expect(r.compute.task, name).toMatch(/^[a-z]+(-[a-z]+)*$/);
        expect(r.limit, name).toBe('calculations');
      } else {
        expect(r.compute.inline.maxCpuMs, name).toBeGreaterThan(0);
        expect(r.compute.inline.maxCpuMs, name).toBeLessThanOrEqual(10);
      }
    }
  });

  test('the exports are rows of their own, with their file names', () => {
    expect(apiUrl(API_ROUTES.transitiIcs)).toBe('/api/transiti.ics');
    expect(fileNameOf(API_ROUTES.tecnicheCsv, { startDate: '2026-01-01', endDate: '2026-12-31' } as never)).toBe('tecniche-2026-01-01-2026-12-31.csv');
    expect(fileNameOf(API_ROUTES.rivoluzioneSolareIcs, { fromYear: 2026, toYear: 2030 } as never)).toBe('rivoluzioni-solari-2026-2030.ics');
  });

  test('the responses map: the answer under 200, every error status beside it', () => {
    const responses = routeResponses(API_ROUTES.transiti);
    expect(responses[200]).toBe(transitiResponseSchema);
    expect(responses[400]).toBe(errorResponseSchema);
    expect(Object.keys(routeResponses(API_ROUTES.resolveLocation)).sort()).toEqual(['200', '400', '404', '422', '503']);
    expect(Object.keys(routeResponses(API_ROUTES.transitiIcs))).toEqual(['400']);
    // The types follow: what a handler may answer is the contract's answer.
    expectTypeOf<z.output<(typeof responses)[200]>>().toEqualTypeOf<z.output<typeof transitiResponseSchema>>();
  });
});
