/** Renders a component inside the app's providers (Mantine, Italian dates, toasts, TanStack Query). */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { Providers } from '../src/app/providers.tsx';
import { ScreenProviders } from '../src/app/screen-providers.tsx';
import { createQueryClient } from '../src/lib/query-client.ts';

export function renderWithProviders(ui: ReactElement) {
  const queryClient = createQueryClient();
  // No retries in tests: a failure shows at once.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return render(
    <Providers queryClient={queryClient} env="test">
      <ScreenProviders>{ui}</ScreenProviders>
    </Providers>,
  );
}

const STATUS_TEXT: Record<number, string> = { 200: 'OK', 400: 'Bad Request', 404: 'Not Found', 422: 'Unprocessable Entity', 500: 'Internal Server Error', 502: 'Bad Gateway' };

/** A fetch stub answering by path: each handler gets the URL and returns [status, body]. */
export function stubFetch(handlers: Record<string, (url: URL, init?: RequestInit) => [number, unknown] | Promise<[number, unknown]>>) {
  const calls: { url: URL; init?: RequestInit }[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({ url, init });
    const handler = handlers[url.pathname];
    if (!handler) return new Response(JSON.stringify({ error: 'Risorsa non trovata.' }), { status: 404, statusText: 'Not Found' });
    const [status, body] = await handler(url, init);
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      statusText: STATUS_TEXT[status] ?? '',
      headers: { 'content-type': typeof body === 'string' ? 'text/html' : 'application/json' },
    });
  };
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}
