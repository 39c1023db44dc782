/**
 * The API keeps its contract: every row of the contract's table answers what its schema says (the
 * schema the web app parses it with, or its file), and /api/openapi.json documents every row and
 * nothing else, in Italian, from the same schemas, with 429 and Retry-After for every limited row.
 * The lists here are the table's: a row added is checked without editing this file.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, API_ROUTES, FILE_MEDIA_TYPES, LATITUDE_RANGE_DEG, type AnyRoute } from '@astrolabio/contract';
import { BODY_CODES, DAILY_POSITIONS_MAX_DAYS, DAILY_POSITION_UT_TIME, HOUSE_SYSTEM_CODES } from '@astrolabio/core';
import { ASPECT_NAMES_IT, BODY_NAMES_IT, SIGN_NAMES_IT } from '@astrolabio/names-it';
import { buildApp } from '../src/app.ts';
import { ENGLISH, ROME_1990, rowRequests } from './helpers.ts';

let app: FastifyInstance;
let natal: unknown;
beforeAll(async () => {
  app = await buildApp();
  natal = (await app.inject({ method: 'POST', url: '/api/tema-natale', payload: ROME_1990 })).json();
});
afterAll(() => app.close());

describe('every row answers as the contract says', { timeout: 60_000 }, async () => {
  const requests = await rowRequests(() => natal);
  test.each(requests)('%s', async (name, request) => {
    const row: AnyRoute = API_ROUTES[name];
    const res = await app.inject(request());
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    if (row.answer) {
      const parsed = row.answer.safeParse(res.json());
      expect(parsed.error?.issues ?? []).toEqual([]);
    } else {
      expect(res.headers['content-type']).toBe(FILE_MEDIA_TYPES[row.file.format]);
      expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="[^"]+\\.${row.file.format}"$`));
    }
  });
  // Task rows' answers are checked against their schemas in the worker too (validateAnswer, under Vitest).
});

/** Every API route of the table, as OpenAPI writes it: `method path`. */
const TABLE_ROUTES = Object.values(API_ROUTES as Record<string, AnyRoute>).map((r) => `${r.method.toLowerCase()} ${API_PREFIX}${r.path}`);

describe('the README\'s table of the API', () => {
  test('has the rows of the contract\'s table, and no other', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const api = readme.slice(readme.indexOf('\n## API\n'));
    // | GET, POST | `/api/transiti.ics` | …   and   | POST | `/api/tecniche.ics`, `/api/tecniche.csv` | …
    const listed = [...api.matchAll(/^\| ((?:GET|POST)(?:, (?:GET|POST))*) \| ([^|]+) \|/gm)].flatMap(([, methods, paths]) =>
      methods!.split(', ').flatMap((m) => [...paths!.matchAll(/`(\/api\/[^`?]+)[^`]*`/g)].map(([, path]) => `${m.toLowerCase()} ${path}`)));
    expect(listed.sort()).toEqual([...TABLE_ROUTES].sort());
  });
});

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

  test('lists 413 and 415 for every body, 503 for every route (issue 22), 429 with Retry-After for every limited row and no other (issue 32)', () => {
    for (const [route, op] of operations()) {
      const codes = Object.keys(op.responses);
      if (route.startsWith('post ')) expect(codes, route).toEqual(expect.arrayContaining(['413', '415']));
      expect(codes, route).toContain('503');
    }
    for (const row of Object.values(API_ROUTES as Record<string, AnyRoute>)) {
      const op = paths[`${API_PREFIX}${row.path}`]![row.method.toLowerCase()]!;
      if (row.limit === 'none') expect(op.responses['429'], row.path).toBeUndefined();
      else expect((op.responses['429'] as { headers?: Record<string, unknown> }).headers, `${row.method} ${row.path}`).toHaveProperty('retry-after');
    }
    expect((paths['/api/transiti']!.post!.responses['503'] as { headers?: Record<string, unknown> }).headers).toHaveProperty('retry-after');
  });

  test('lists every row of the contract\'s table, and nothing else', () => {
    expect(operations().map(([route]) => route).sort()).toEqual([...TABLE_ROUTES].sort());
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
