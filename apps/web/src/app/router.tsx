/** The routes (spec section 2): `/`, `/testing`, `/testing/transits-table`, `/testing/transiti-simulati`, and "pagina non trovata" for the rest. */
import { createBrowserRouter } from 'react-router';
import { AppLayout } from './layout/AppLayout.tsx';
import { HomeRoute } from './routes/HomeRoute.tsx';
import { NotFoundRoute } from './routes/NotFoundRoute.tsx';
import { PageLoading } from './routes/PageLoading.tsx';
import { RouteError } from './routes/RouteError.tsx';
import { TestingPage } from './routes/TestingPage.tsx';

export const routes = [
  {
    element: <AppLayout />,
    children: [{
      errorElement: <RouteError />,
      children: [
        { index: true, element: <HomeRoute /> },
        { path: 'testing', element: <TestingPage /> },
        // Test pages few visitors open: each its own chunk, kept out of the first page's weight; opened
        // straight from their address, a loading line while the chunk arrives.
        { path: 'testing/transits-table', HydrateFallback: PageLoading, lazy: async () => ({ Component: (await import('./routes/TransitsTableTestPage.tsx')).TransitsTableTestPage }) },
        { path: 'testing/transiti-simulati', HydrateFallback: PageLoading, lazy: async () => ({ Component: (await import('./routes/MockTransitsTestPage.tsx')).MockTransitsTestPage }) },
        { path: '*', element: <NotFoundRoute /> },
      ],
    }],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
