/** Any unknown path: the Italian "pagina non trovata" with a link home. */
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { it } from '../../i18n/it.ts';

export function NotFoundRoute() {
  return (
    <Container size="sm" py="xl">
      <title>{it.notFound.pageTitle}</title>
      <Stack gap="sm">
        <Title order={1}>{it.notFound.title}</Title>
        <Text>{it.notFound.text}</Text>
        <Anchor component={Link} to="/">{it.notFound.home}</Anchor>
      </Stack>
    </Container>
  );
}
