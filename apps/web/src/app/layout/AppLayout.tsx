/** The frame of every page: a compact header linking home, the page, and the footer with source code and credits. */
import { useEffect } from 'react';
import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { Logo } from '../../components/Logo.tsx';
import { registerGlyphFont } from '../../lib/glyph-font.ts';
import { useSiteConfig } from '../../lib/site-config.ts';
import { it } from '../../i18n/it.ts';

const GEONAMES_URL = 'https://www.geonames.org/';
const SWISS_EPHEMERIS_URL = 'https://www.astro.com/swisseph/';

export function AppLayout() {
  const config = useSiteConfig();
  useEffect(registerGlyphFont, []);
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg">
          {/* The link holds the logo and the name, which its label starts with (WCAG 2.5.3, label in
              name); the tagline beside it is not part of the link. */}
          <Group gap="xs" wrap="nowrap">
            <Anchor component={Link} to="/" underline="never" c="inherit" aria-label={it.layout.homeLink}>
              <Group gap="xs" wrap="nowrap">
                <Logo size={32} />
                <Text fw={700} size="lg">{it.appName}</Text>
              </Group>
            </Anchor>
            <Text size="sm" c="dimmed" visibleFrom="xs">{it.tagline}</Text>
          </Group>
        </Container>
      </Box>
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <Box component="footer" py="md" mt="xl" bg="gray.0" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg">
          <Group gap="md" justify="center" wrap="wrap">
            {config.data && <Anchor size="sm" href={config.data.sourceCodeUrl}>{it.layout.sourceCode}</Anchor>}
            <Anchor size="sm" href={GEONAMES_URL}>{it.layout.geonames}</Anchor>
            <Anchor size="sm" href={SWISS_EPHEMERIS_URL}>{it.layout.ephemeris}</Anchor>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
