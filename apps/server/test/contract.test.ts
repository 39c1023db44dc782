/**
 * The API keeps its contract: every answer passes the @astrolabio/contract schema the web app parses
 * it with, and /api/openapi.json documents every route in Italian, from the same schemas.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  healthResponseSchema,
  LATITUDE_RANGE_DEG,
  luoghiResponseSchema,
  resolveLocationResponseSchema,
  siteConfigResponseSchema,
  temaNataleResponseSchema,
  transitiMensiliResponseSchema,
  transitiSpecificiResponseSchema,
} from '@astrolabio/contract';
import { BODY_CODES, DAILY_POSITIONS_MAX_DAYS, DAILY_POSITION_UT_TIME, HOUSE_SYSTEM_CODES } from '@astrolabio/core';
import { ASPECT_NAMES_IT, BODY_NAMES_IT, SIGN_NAMES_IT } from '@astrolabio/names-it';
import type { z } from 'zod/mini';
import { buildApp } from '../src/app.ts';
import { RATE_LIMITED_ROUTES } from '../src/plugins/rate-limit.ts';
import { ENGLISH, ROME_1990 } from './helpers.ts';

let app: FastifyInstance;
let natal: unknown;
beforeAll(async () => {
  app = await buildApp();
  natal = (await app.inject({ method: 'POST', url: '/api/tema-natale', payload: ROME_1990 })).json();
});
afterAll(() => app.close());

describe('answers pass the contract the web app parses them with', { timeout: 30_000 }, () => {
  const cases: [string, () => InjectOptions, z.ZodMiniType][] = [
    ['GET /api/health', () => ({ method: 'GET', url: '/api/health' }), healthResponseSchema],
    ['GET /api/config', () => ({ method: 'GET', url: '/api/config' }), siteConfigResponseSchema],
    ['POST /api/tema-natale', () => ({ method: 'POST', url: '/api/tema-natale', payload: ROME_1990 }), temaNataleResponseSchema],
    ['POST /api/tema-natale above the polar circle', () => ({ method: 'POST', url: '/api/tema-natale', payload: { ...ROME_1990, latitude: 70, nodo: 'mean' } }), temaNataleResponseSchema],
    ['GET /api/transiti-mensili', () => ({ method: 'GET', url: '/api/transiti-mensili?startDate=2024-12-30&endDate=2025-02-02' }), transitiMensiliResponseSchema],
    ['POST /api/transiti-specifici', () => ({ method: 'POST', url: '/api/transiti-specifici', payload: { targetDate: '2025-03-14', natalData: natal } }), transitiSpecificiResponseSchema],
    ['GET /api/luoghi', () => ({ method: 'GET', url: '/api/luoghi?q=Roma' }), luoghiResponseSchema],
    ['GET /api/resolve-location', () => ({ method: 'GET', url: '/api/resolve-location?place=Milano&date=1880-06-01&time=09:00' }), resolveLocationResponseSchema],
  ];
  test.each(cases)('%s', async (_name, request, schema) => {
    const res = await app.inject(request());
    expect(res.statusCode).toBe(200);
    const parsed = schema.safeParse(res.json());
    expect(parsed.error?.issues ?? []).toEqual([]);
  });
  // POST /api/transiti's bytes are written in a transit worker: transiti.test.ts and transit-pool.test.ts check them against its schema.
});

/** Every API route, as `method path`. */
const API_ROUTES = [
  'get /api/health', 'get /api/health/live', 'post /api/tema-natale', 'get /api/transiti-mensili', 'post /api/transiti-specifici', 'post /api/transiti',
  'get /api/transiti.ics', 'post /api/transiti.ics', 'get /api/transiti.csv', 'post /api/transiti.csv',
  'get /api/luoghi', 'get /api/resolve-location', 'get /api/config',
  'post /api/rivoluzione-solare', 'post /api/rivoluzioni-lunari', 'post /api/rivoluzione-solare/mirata', 'post /api/rivoluzione-solare.ics',
  'post /api/tecniche', 'post /api/tecniche.ics', 'post /api/tecniche.csv',
];

interface JsonSchema {
  description?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}
interface Operation {
  summary?: string;
  description?: string;
  parameters?: { name: string; description?: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

describe('/api/openapi.json', () => {
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
    paths = res.json().paths;
  });
  const operations = () => Object.entries(paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => [`${method} ${path}`, op] as const));

  test('lists 413 and 415 for every body, 429 with Retry-After for every limited route, 503 for every route (issue 22)', () => {
    for (const [route, op] of operations()) {
      const codes = Object.keys(op.responses);
      if (route.startsWith('post ')) expect(codes, route).toEqual(expect.arrayContaining(['413', '415']));
      expect(codes, route).toContain('503');
      const [method, path] = route.split(' ');
      if (RATE_LIMITED_ROUTES[`${method!.toUpperCase()} ${path!.replace(/\{(\w+)\}/g, ':$1')}`]) {
        expect((op.responses['429'] as { headers?: Record<string, unknown> }).headers, route).toHaveProperty('retry-after');
      }
    }
    expect((paths['/api/transiti']!.post!.responses['503'] as { headers?: Record<string, unknown> }).headers).toHaveProperty('retry-after');
  });

  test('lists every API route, and only those', () => {
    expect(operations().map(([route]) => route).sort()).toEqual([...API_ROUTES].sort());
  });

  test('every route has an Italian summary; every parameter, body field and answer field an Italian description', () => {
    for (const [route, op] of operations()) {
      const described: [string, string | undefined][] = [
        [`${route} summary`, op.summary],
        ...(op.parameters ?? []).map((p) => [`${route} ?${p.name}`, p.description] as [string, string | undefined]),
        ...Object.entries(op.requestBody?.content['application/json']?.schema.properties ?? {}).map(([k, s]) => [`${route} body.${k}`, s.description] as [string, string | undefined]),
        ...Object.entries(op.responses['200']?.content?.['application/json']?.schema.properties ?? {}).map(([k, s]) => [`${route} 200.${k}`, s.description] as [string, string | undefined]),
      ];
      for (const [where, text] of described) {
        expect(text, where).toMatch(/\S/);
        expect(text, where).not.toMatch(ENGLISH);
      }
    }
  });

  test('the descriptions come from the contract: ranges, time of day, maximum span', () => {
    const tema = paths['/api/tema-natale']!.post!;
    expect(tema.requestBody!.content['application/json']!.schema.properties!.latitude!.description)
      .toBe(`Latitudine in gradi, nord positivo, da ${LATITUDE_RANGE_DEG.min} a ${LATITUDE_RANGE_DEG.max}`);
    const monthly = paths['/api/transiti-mensili']!.get!;
    expect(monthly.description).toContain(`${DAILY_POSITION_UT_TIME} UT`);
    expect(monthly.description).toContain(String(DAILY_POSITIONS_MAX_DAYS));
    expect(monthly.parameters!.map((p) => p.name)).toEqual(['startDate', 'endDate', 'nodo', 'lilith']);
    expect(paths['/api/transiti-specifici']!.post!.description).toContain(`${DAILY_POSITION_UT_TIME} UT`);
  });

  test('names are closed lists: bodies, signs, aspects, house systems', () => {
    const chart = paths['/api/tema-natale']!.post!.responses['200']!.content!['application/json']!.schema.properties!;
    expect(Object.keys(chart.pianeti!.properties!)).toEqual(BODY_CODES.map((c) => BODY_NAMES_IT[c]));
    expect(chart.pianeti!.properties!.Sole!.properties!.zodiac!.properties!.sign!.enum).toEqual(Object.values(SIGN_NAMES_IT));
    expect(chart.aspetti!.items!.properties!.planet1!.enum).toEqual(BODY_CODES.map((c) => BODY_NAMES_IT[c]));
    expect(chart.aspetti!.items!.properties!.aspects!.items!.properties!.type!.enum).toEqual(Object.values(ASPECT_NAMES_IT));
    expect(chart.meta!.properties!.houseSystem!.enum).toEqual([...HOUSE_SYSTEM_CODES]);
  });
});
