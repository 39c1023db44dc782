/**
 * Shown instead of a page that failed to draw or to download (a lost connection, an app updated
 * while open): an Italian explanation and a reload button, never a blank screen.
 */
import { useEffect } from 'react';
import { Button, Text } from '@mantine/core';
import { useRouteError } from 'react-router';
import { PageShell } from '../../components/PageShell.tsx';
import { it } from '../../i18n/it.ts';

export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    // Kept for whoever opens the console to report the problem.
    console.warn('Astrolabio: errore nella pagina', error);
  }, [error]);
  return (
    <PageShell title={it.crash.title} pageTitle={it.crash.pageTitle} py="xl" gap="sm" align="flex-start">
      <Text>{it.crash.text}</Text>
      <Button onClick={() => window.location.reload()}>{it.crash.reload}</Button>
    </PageShell>
  );
}
