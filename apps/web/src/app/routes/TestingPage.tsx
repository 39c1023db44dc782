/** /testing: the list of features under test, with the way back home (spec section 2). */
import { Anchor, Badge, Card, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageShell } from '../../components/PageShell.tsx';
import { it } from '../../i18n/it.ts';

export function TestingPage() {
  return (
    <PageShell title={it.testing.title} pageTitle={it.testing.pageTitle}>
      <Text>{it.testing.intro}</Text>
      <Card withBorder radius="md" component="ul" style={{ listStyle: 'none', margin: 0 }}>
        <li>
          <Group gap="xs">
            <Anchor component={Link} to="/testing/transits-table" fw={600}>{it.testing.transitsTable}</Anchor>
            <Badge color="green" size="sm">{it.testing.newBadge}</Badge>
          </Group>
          <Text size="sm" c="dimmed">{it.testing.transitsTableDescription}</Text>
        </li>
        <li style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
          <Anchor component={Link} to="/testing/transiti-simulati" fw={600}>{it.testing.mockTransits}</Anchor>
          <Text size="sm" c="dimmed">{it.testing.mockTransitsDescription}</Text>
        </li>
      </Card>
      <Anchor component={Link} to="/">{it.testing.backHome}</Anchor>
    </PageShell>
  );
}
