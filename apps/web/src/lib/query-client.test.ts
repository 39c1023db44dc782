/**
 * The app's query defaults with a mocked fetch: a busy server's 503 (Retry-After) and any 4xx are
 * shown at once, not retried; no connection, 502 and 504 get one more try, then the Italian text.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ApiError, errorMessage, getJson } from './api-client.ts';
import { createQueryClient } from './query-client.ts';

const BUSY = 'Il server è occupato con altri calcoli di transiti: riprova tra 5 secondi.';

/** A fetch that answers every call with `answer()` (a Response, or a thrown network failure), counting calls. */
function mockFetch(answer: () => Response) {
  const fetchMock = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** Runs one query through the app's QueryClient defaults and resolves with its error once it has failed. */
function failureOf(): Promise<unknown> {
  const client = createQueryClient();
  const observer = new QueryObserver(client, { queryKey: ['x'], queryFn: ({ signal }) => getJson('/api/x', z.object({ ok: z.boolean() }), { signal }) });
  return new Promise((resolve) => {
    const stop = observer.subscribe((r) => {
      if (r.status !== 'error') return;
      stop();
      resolve(r.error);
    });
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('query retries', () => {
  test('a 503 with Retry-After is not retried: the server\'s sentence is shown at once', async () => {
    vi.useFakeTimers();
    const fetchMock = mockFetch(() => json(503, { error: BUSY }, { 'retry-after': '5' }));
    const error = await failureOf(); // no timer advanced: no retry wait stood in the way
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(errorMessage(error)).toBe(BUSY);
  });

  test.each([400, 404, 422, 429, 500])('a %i is not retried', async (status) => {
    vi.useFakeTimers();
    const fetchMock = mockFetch(() => json(status, { error: 'Testo del server.' }));
    const error = await failureOf();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((error as ApiError).status).toBe(status);
  });

  test('no connection: one more try a second later, then the hint to check the connection', async () => {
    vi.useFakeTimers();
    const fetchMock = mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const failed = failureOf();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    const error = await failed;
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(errorMessage(error)).toBe('Impossibile contattare il server: controlla la connessione e riprova.');
  });

  test.each([502, 504])('a %i (a proxy that lost the server) gets one more try', async (status) => {
    vi.useFakeTimers();
    const fetchMock = mockFetch(() => new Response('<html>gateway</html>', { status, headers: { 'content-type': 'text/html' } }));
    const failed = failureOf();
    await vi.advanceTimersByTimeAsync(1000);
    await failed;
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
