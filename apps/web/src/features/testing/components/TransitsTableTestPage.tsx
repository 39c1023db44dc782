/** /testing/transits-table: "Test Tabella Transiti" with the link back to /testing; its content comes in a later issue. */
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { it } from '../../../i18n/it.ts';

export function TransitsTableTestPage() {
  return (
    <Container size="lg" py="lg">
      <title>{it.testing.transitsTablePageTitle}</title>
      <Stack gap="md">
        <Title order={1}>{it.testing.transitsTableTitle}</Title>
        <Anchor component={Link} to="/testing">{it.testing.backTesting}</Anchor>
        <Text c="dimmed">{it.testing.comingSoon}</Text>
      </Stack>
    </Container>
  );
}
