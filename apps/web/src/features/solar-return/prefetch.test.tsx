/**
 * The Rivoluzione Solare tab asked for ahead (issue 34, «Waits»): once a chart is there, its panel's
 * chunk and the return it opens on (the link's choice, else this year's at the birth place), under
 * the very query the panel reads; nothing before a chart.
 */
import type { ReactNode } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { defaultReturnYear } from '../../lib/return-years.ts';
import type { NatalRequest } from './api/natal-request.ts';
import { solarReturnQueryOptions } from './api/rivoluzione-solare.ts';
import { usePrefetchSolarReturn } from './prefetch.ts';
import { openingReturnChoice, solarReturnRequestOf, type ReturnChoice } from './return-choice.ts';

const NATAL = { date: '1990-01-01', time: '12:00', timezone: 1, latitude: 41.9028, longitude: 12.4964 } as unknown as NatalRequest;

function setUp(natal: NatalRequest | null, initialChoice: ReturnChoice | null) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  const queryClient = new QueryClient();
  const preloadPanel = vi.fn(async () => undefined);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  renderHook(() => usePrefetchSolarReturn({ natal, birthYear: 1990, initialChoice, preloadPanel }), { wrapper });
  return { fetch, queryClient, preloadPanel };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('usePrefetchSolarReturn', () => {
  test('after a chart: the chunk, and this year’s return at the birth place under the panel’s query', async () => {
    const { fetch, queryClient, preloadPanel } = setUp(NATAL, null);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(preloadPanel).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/rivoluzione-solare');
    const year = defaultReturnYear(1990, new Date().getFullYear());
    expect(JSON.parse(String(init?.body))).toEqual({ natal: NATAL, year, zodiaco: 'tropical' });
    const opening = openingReturnChoice(null, 1990, new Date().getFullYear());
    expect(queryClient.getQueryCache().find({ queryKey: solarReturnQueryOptions(solarReturnRequestOf(NATAL, opening)).queryKey })).toBeDefined();
  });

  test('a link’s choice: its year, zodiac and place', async () => {
    const choice: ReturnChoice = { year: 2031, zodiaco: 'precessionCorrected', place: { nome: 'Milano', latitude: 45.46, longitude: 9.19 } };
    const { fetch } = setUp(NATAL, choice);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ natal: NATAL, year: 2031, zodiaco: 'precessionCorrected', luogo: choice.place });
  });

  test('while another answer is being fetched (the transits’), nothing is asked; once it has come, the return is', async () => {
    let release: () => void = () => undefined;
    const queryClient = new QueryClient();
    void queryClient.prefetchQuery({ queryKey: ['transits'], queryFn: () => new Promise<number>((resolve) => { release = () => resolve(1); }) });
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    const preloadPanel = vi.fn(async () => undefined);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    renderHook(() => usePrefetchSolarReturn({ natal: NATAL, birthYear: 1990, initialChoice: null, preloadPanel }), { wrapper });
    await new Promise((r) => setTimeout(r, 50));
    expect(fetch).not.toHaveBeenCalled();
    expect(preloadPanel).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(preloadPanel).toHaveBeenCalledTimes(1);
  });

  test('no chart, nothing asked', async () => {
    const { fetch, preloadPanel } = setUp(null, null);
    await new Promise((r) => setTimeout(r, 20));
    expect(fetch).not.toHaveBeenCalled();
    expect(preloadPanel).not.toHaveBeenCalled();
  });
});

describe('openingReturnChoice', () => {
  test('a year the birth does not allow falls back to this year’s return', () => {
    expect(openingReturnChoice({ year: 1980, zodiaco: 'tropical', place: null }, 1990, 2026)).toEqual({ year: 2026, zodiaco: 'tropical', place: null });
    expect(openingReturnChoice(null, 2030, 2026)).toEqual({ year: 2031, zodiaco: 'tropical', place: null });
  });
});
