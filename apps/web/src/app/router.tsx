/** The routes (spec section 2): `/`, `/testing`, `/testing/transits-table`, and "pagina non trovata" for the rest. */
import { createBrowserRouter } from 'react-router';
import { AppLayout } from './layout/AppLayout.tsx';
import { HomeRoute } from './routes/HomeRoute.tsx';
import { NotFoundRoute } from './routes/NotFoundRoute.tsx';
import { RouteError } from './routes/RouteError.tsx';
import { TestingPage } from './routes/TestingPage.tsx';
import { TransitsTableTestPage } from './routes/TransitsTableTestPage.tsx';

export const routes = [
  {
    element: <AppLayout />,
    children: [{
      errorElement: <RouteError />,
      children: [
        { index: true, element: <HomeRoute /> },
        { path: 'testing', element: <TestingPage /> },
        { path: 'testing/transits-table', element: <TransitsTableTestPage /> },
        { path: '*', element: <NotFoundRoute /> },
      ],
    }],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
