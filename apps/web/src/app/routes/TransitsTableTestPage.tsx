/** /testing/transits-table: "Test Tabella Transiti" with the link back to /testing; its content comes in a later issue. */
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageShell } from '../../components/PageShell.tsx';
import { it } from '../../i18n/it.ts';

export function TransitsTableTestPage() {
  return (
    <PageShell title={it.testing.transitsTableTitle} size="lg">
      <Anchor component={Link} to="/testing">{it.testing.backTesting}</Anchor>
      <Text c="dimmed">{it.testing.comingSoon}</Text>
    </PageShell>
  );
}
