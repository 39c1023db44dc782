/** Fixtures and request helpers shared by the API tests (app.inject()). */
import type { InjectOptions } from 'fastify';
import { API_PREFIX, API_ROUTES, type AnyRoute, type ApiRouteName, type InlineRouteName } from '@astrolabio/contract';
import { loadTaskKinds } from '../src/compute-pool/task-registry.ts';
import { ROME_1990 } from '../../../test-support/sample-births.ts';

export { ROME_1990 };

/** English fragments zod or Fastify would leak if a message were not translated. */
export const ENGLISH = /invalid|expected|received|required|must|body\/|querystring/i;

/** A POST whose body is JSON text, as a browser sends it (the server's parser reads it, not inject's). */
export const postJson = (url: string, body: unknown): InjectOptions => ({
  method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' },
});

/** A POST of an HTML form to `url`, as a browser sends it (urlencoded). */
export const postForm = (url: string, form: Record<string, string>, extra: Pick<InjectOptions, 'headers' | 'remoteAddress'> = {}): InjectOptions => ({
  method: 'POST',
  url,
  ...extra,
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...extra.headers },
  payload: new URLSearchParams(form).toString(),
});

/** A POST of the built-in questionnaire's form. */
export const postQuestionnaire = (form: Record<string, string>, extra: Pick<InjectOptions, 'headers' | 'remoteAddress'> = {}): InjectOptions =>
  postForm('/questionario', form, extra);

/**
 * A request to every row of the contract's table: for an inline row (the few computed on the main
 * thread) the one below, for a task row its kind's cheapest request shape. `natalData` is a
 * /api/tema-natale answer (the day's transits take one). A task row added gets its request from its
 * kind, without editing this list.
 */
export async function rowRequests(natalData: () => unknown): Promise<[ApiRouteName, () => InjectOptions][]> {
  const inline: Record<InlineRouteName, () => InjectOptions> = {
    health: () => ({ method: 'GET', url: '/api/health' }),
    healthLive: () => ({ method: 'GET', url: '/api/health/live' }),
    config: () => ({ method: 'GET', url: '/api/config' }),
    temaNatale: () => ({ method: 'POST', url: '/api/tema-natale', payload: { ...ROME_1990, latitude: 70, nodo: 'mean' } }),
    transitiSpecifici: () => ({ method: 'POST', url: '/api/transiti-specifici', payload: { targetDate: '2025-03-14', natalData: natalData() } }),
    luoghi: () => ({ method: 'GET', url: '/api/luoghi?q=Roma' }),
    resolveLocation: () => ({ method: 'GET', url: '/api/resolve-location?place=Milano&date=1880-06-01&time=09:00' }),
  };
  const kinds = await loadTaskKinds();
  return (Object.entries(API_ROUTES) as [ApiRouteName, AnyRoute][]).map(([name, row]) => {
    if (row.compute.inline) return [name, inline[name as InlineRouteName]];
    const kind = kinds.get(row.compute.task)!;
    const cost = (input: unknown) => kind.cost((row.body ?? row.query)!.parse(input), row.file?.format ?? 'json');
    const shape = kind.shapes.filter((s) => s.route === name).sort((a, b) => cost(a.input) - cost(b.input))[0];
    if (!shape) throw new Error(`${name}: its task kind has no request shape for it`);
    const url = `${API_PREFIX}${row.path}`;
    return [name, () => (row.method === 'GET'
      ? { method: 'GET', url: `${url}?${new URLSearchParams(shape.input as Record<string, string>)}` }
      : { method: 'POST', url, payload: shape.input as Record<string, unknown> })];
  });
}
