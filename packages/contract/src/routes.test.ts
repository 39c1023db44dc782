import { describe, expect, expectTypeOf, test } from 'vitest';
import type { z } from 'zod/mini';
import { API_PREFIX, API_ROUTES, apiUrl, routeResponses, type ApiRoute } from './index.ts';
import { errorResponseSchema } from './schemas/error.ts';
import { transitiResponseSchema } from './schemas/transiti.ts';

describe('the route table', () => {
  test('one route per method and path, each under the API prefix', () => {
    const keys = Object.values(API_ROUTES).map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(apiUrl(API_ROUTES.transiti)).toBe('/api/transiti');
    expect(Object.values(API_ROUTES).every((r) => apiUrl(r).startsWith(`${API_PREFIX}/`))).toBe(true);
  });

  test('a GET route has a query and no body, a POST route a body and no query', () => {
    for (const r of Object.values(API_ROUTES) as ApiRoute[]) {
      expect(r.body !== undefined).toBe(r.method === 'POST');
      if (r.method === 'POST') expect(r.query).toBeUndefined();
    }
  });

  test('the responses map: the answer under 200, every error status beside it', () => {
    const responses = routeResponses(API_ROUTES.transiti);
    expect(responses[200]).toBe(transitiResponseSchema);
    expect(responses[400]).toBe(errorResponseSchema);
    expect(Object.keys(routeResponses(API_ROUTES.resolveLocation)).sort()).toEqual(['200', '400', '404', '422', '503']);
    // The types follow: what a handler may answer is the contract's answer.
    expectTypeOf<z.output<(typeof responses)[200]>>().toEqualTypeOf<z.output<typeof transitiResponseSchema>>();
  });
});
