/** Routes: the gate at / (skipped for a returning visitor), /testing and its sub-pages, "pagina non trovata". */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { stubFetch } from '../../../test/render.tsx';
import { Providers } from '../providers.tsx';
import { routes } from '../router.tsx';
import { RouteError } from './RouteError.tsx';
import { createQueryClient } from '../../lib/query-client.ts';
import { INTRO_SEEN_KEY } from '../../features/gate/index.ts';
import { DEFAULT_BIRTH_FORM_VALUES } from '../../birth-data/birth-form-values.ts';
import { SHARE_FORMAT } from '../result-tabs.ts';
import chartAnswer from '../../../test/fixtures/tema-natale-roma-1990.json';

const CONFIG = { questionnaireUrl: '/questionario', privacyEmail: null, sourceCodeUrl: 'https://esempio.it/sorgente' };

function renderAt(path: string) {
  const calls = stubFetch({ '/api/config': () => [200, CONFIG] });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<Providers queryClient={createQueryClient()} env="test"><RouterProvider router={router} /></Providers>);
  return { router, calls };
}

describe('routes', () => {
  test('/ shows the gate to a first-time visitor', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Benvenuto in Astrolabio' })).toBeInTheDocument();
    expect(document.title).toBe('Benvenuto — Astrolabio');
  });

  test('/ goes straight to the chart screen for a returning visitor, with a link back to the intro', async () => {
    localStorage.setItem(INTRO_SEEN_KEY, 'true');
    renderAt('/');
    // The chart screen is a lazy chunk: on a loaded machine its first import takes more than findBy's 1 s.
    expect(await screen.findByRole('tab', { name: 'Calcolo Tema Natale e Transiti' }, { timeout: 10_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mostra di nuovo l’introduzione' }));
    expect(screen.getByRole('heading', { name: 'Benvenuto in Astrolabio' })).toBeInTheDocument();
  });

  test('leaving the gate puts focus on the chart screen\'s heading, not nowhere', async () => {
    renderAt('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Entra nell’app' }));
    // After the thank-you (2 s) the chart screen, a lazy chunk, appears.
    const heading = await screen.findByRole('heading', { level: 1, name: 'Calcolo Tema Natale e Transiti' }, { timeout: 10_000 });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  test('issue 34: a first-time visitor\'s shared link is computed behind the gate, and on entry the chart is there, asked once', async () => {
    const link = SHARE_FORMAT.encode({ ...DEFAULT_BIRTH_FORM_VALUES, profileName: 'Maria', latitude: 41.9, longitude: 12.5, timezone: 1, transitStart: '2026-01-01', transitEnd: '2026-03-31' }, 'aspetti')!;
    window.history.replaceState(null, '', `/#${link}`);
    const calls = stubFetch({ '/api/config': () => [200, CONFIG], '/api/tema-natale': () => [200, chartAnswer] });
    render(<Providers queryClient={createQueryClient()} env="test"><RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/'] })} /></Providers>);
    const chartAsked = () => calls.filter((c) => c.url.pathname === '/api/tema-natale');
    await waitFor(() => expect(chartAsked()).toHaveLength(1), { timeout: 10_000 });
    // Behind the gate: nothing of the chart screen is seen, heard or named in the title.
    expect(screen.getByRole('heading', { name: 'Benvenuto in Astrolabio' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Tema natale/ })).toBeNull();
    expect(document.title).toBe('Benvenuto — Astrolabio');

    await userEvent.click(screen.getByRole('button', { name: 'Entra nell’app' }));
    // After the thank-you (2 s), the same screen, its chart already there, on the link's tab.
    expect(await screen.findByRole('heading', { name: /^Tema natale/ }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Aspetti' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Calcolo Tema Natale e Transiti' })).toHaveFocus());
    expect(document.title).toBe('Astrolabio — Tema natale e transiti');
    expect(chartAsked()).toHaveLength(1);
  });

  test('a returning visitor\'s chart screen takes no focus by itself', async () => {
    localStorage.setItem(INTRO_SEEN_KEY, 'true');
    renderAt('/');
    await screen.findByRole('heading', { level: 1, name: 'Calcolo Tema Natale e Transiti' }, { timeout: 10_000 });
    expect(document.body).toHaveFocus();
  });

  test.each(['/testing/transits-table', '/testing/transiti-simulati'])('%s opened straight: a loading line while its chunk arrives, no React Router warning', async (path) => {
    const warn = vi.spyOn(console, 'warn');
    renderAt(path);
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento della pagina…');
    await waitFor(() => expect(screen.queryByText('Caricamento della pagina…')).toBeNull(), { timeout: 10_000 });
    expect(warn.mock.calls.flat().join('\n')).not.toMatch(/HydrateFallback/);
    warn.mockRestore();
  }, 30_000);

  test('/testing lists Tabella Transiti (NUOVO) and links home; the sub-page links back', async () => {
    const { router } = renderAt('/testing');
    expect(screen.getByText('NUOVO')).toBeInTheDocument();
    expect(document.title).toBe('Testing — Astrolabio');
    expect(screen.getByRole('link', { name: 'Torna alla Home' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('link', { name: 'Tabella Transiti' }));
    // The page is its own chunk: on a loaded machine its first import takes more than findBy's default second.
    expect(await screen.findByRole('heading', { name: 'Test Tabella Transiti' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/testing/transits-table');
    expect(document.title).toBe('Test Tabella Transiti — Astrolabio');
    expect(screen.getByRole('link', { name: 'Torna al Testing' })).toHaveAttribute('href', '/testing');
  });

  test('/testing lists Transiti Simulati; its page loads on demand, with the way back to /testing', async () => {
    const { router } = renderAt('/testing');
    await userEvent.click(screen.getByRole('link', { name: 'Transiti Simulati' }));
    // The page is its own chunk: on a loaded machine its first import takes more than findBy's default second.
    expect(await screen.findByRole('heading', { name: 'Test Transiti Simulati' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/testing/transiti-simulati');
    expect(document.title).toBe('Test Transiti Simulati — Astrolabio');
    expect(screen.getByRole('link', { name: 'Torna al Testing' })).toHaveAttribute('href', '/testing');
    expect(screen.queryByRole('heading', { name: 'Benvenuto in Astrolabio' })).not.toBeInTheDocument();
  });

  test('an unknown path says "pagina non trovata" with a link home', () => {
    renderAt('/oroscopo');
    expect(screen.getByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    expect(document.title).toBe('Pagina non trovata — Astrolabio');
    expect(screen.getByRole('link', { name: 'Torna alla pagina principale' })).toHaveAttribute('href', '/');
  });

  test('the footer links the source code and credits GeoNames', async () => {
    renderAt('/testing');
    expect(await screen.findByRole('link', { name: 'Codice sorgente (AGPL-3.0)' })).toHaveAttribute('href', 'https://esempio.it/sorgente');
    expect(screen.getByRole('link', { name: /GeoNames/ })).toHaveAttribute('href', 'https://www.geonames.org/');
  });

  test('a page that fails to draw shows an Italian message with a reload button, not a blank screen', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('chunk non scaricato');
    }
    const router = createMemoryRouter([{ errorElement: <RouteError />, children: [{ index: true, element: <Broken /> }] }]);
    render(<Providers queryClient={createQueryClient()} env="test"><RouterProvider router={router} /></Providers>);
    expect(screen.getByRole('heading', { name: 'Qualcosa è andato storto' })).toBeInTheDocument();
    expect(document.title).toBe('Errore — Astrolabio');
    expect(screen.getByRole('button', { name: 'Ricarica la pagina' })).toBeInTheDocument();
  });
});
