/** Any unknown path: the Italian "pagina non trovata" with a link home. */
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageShell } from '../../components/PageShell.tsx';
import { it } from '../../i18n/it.ts';

export function NotFoundRoute() {
  return (
    <PageShell title={it.notFound.title} py="xl" gap="sm">
      <Text>{it.notFound.text}</Text>
      <Anchor component={Link} to="/">{it.notFound.home}</Anchor>
    </PageShell>
  );
}
