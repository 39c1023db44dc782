/**
 * The welcome gate (spec sections 2 and 4): logo, title, intro, the embedded questionnaire with a
 * spinner until it loads, then the steps; the button to the app works at any time and leads,
 * after a thank-you, to the app 2000 ms later. Footer: not mandatory, privacy note.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import { Alert, Box, Button, Card, Center, Container, List, Loader, Stack, Text, Title } from '@mantine/core';
import { BUILT_IN_QUESTIONNAIRE_PATH } from '@astrolabio/contract/schemas/config.ts';
import { Logo } from '../../../components/Logo.tsx';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { it } from '../../../i18n/it.ts';
import { QUESTIONNAIRE_TIMEOUT_MS, WELCOME_REDIRECT_DELAY_MS } from '../constants.ts';

type LoadState = 'loading' | 'loaded' | 'slow';

export function WelcomeGate({ onEnter }: { onEnter: () => void }) {
  const config = useSiteConfig();
  const [load, setLoad] = useState<LoadState>('loading');
  const [thanking, setThanking] = useState(false);
  const enter = useEffectEvent(onEnter);

  const src = config.data?.questionnaireUrl ?? (config.isError ? BUILT_IN_QUESTIONNAIRE_PATH : null);

  useEffect(() => {
    if (load !== 'loading') return;
    const t = setTimeout(() => setLoad('slow'), QUESTIONNAIRE_TIMEOUT_MS);
    return () => clearTimeout(t);
  }, [load]);

  useEffect(() => {
    if (!thanking) return;
    const t = setTimeout(() => enter(), WELCOME_REDIRECT_DELAY_MS);
    return () => clearTimeout(t);
  }, [thanking]);

  return (
    <Container size="sm" py="lg">
      <title>{it.gate.pageTitle}</title>
      <Stack gap="md">
        <Stack gap="xs" align="center" ta="center">
          <Logo size={72} title={it.gate.logoAlt} />
          <Title order={1}>{it.gate.title}</Title>
          <Text>{it.gate.intro}</Text>
        </Stack>

        {/* The embedded page cannot tell us its height (it may be another site): taller on narrow screens, where its text wraps. */}
        <Card withBorder radius="md" padding={0} pos="relative" h={{ base: 540, xs: 420 }} style={{ overflow: 'hidden' }}>
          {src && (
            <iframe
              src={src}
              title={it.gate.questionnaireTitle}
              onLoad={() => setLoad('loaded')}
              style={{ display: 'block', width: '100%', height: '100%', border: 0 }}
            />
          )}
          {load !== 'loaded' && (
            <Center pos="absolute" inset={0} bg="white" data-testid="questionnaire-loading">
              <Stack align="center" gap="xs">
                <Loader aria-label={it.gate.questionnaireLoading} />
                <Text size="sm" c="dimmed">{it.gate.questionnaireLoading}</Text>
              </Stack>
            </Center>
          )}
        </Card>

        {load === 'slow' && (
          <Alert color="yellow" variant="light" role="status">{it.gate.questionnaireTimeout}</Alert>
        )}
        {load === 'loaded' && (
          <Alert color="violet" variant="light" title={it.gate.stepsTitle} data-testid="questionnaire-steps">
            <List size="sm" spacing={2}>
              <List.Item>{it.gate.stepFill}</List.Item>
              <List.Item>{it.gate.stepIgnore}</List.Item>
            </List>
            <Text size="sm" mt={4}>{it.gate.stepEnter}</Text>
          </Alert>
        )}

        <Box ta="center">
          {thanking ? (
            <Alert color="green" variant="light" role="status" title={it.gate.thanks} />
          ) : (
            <Button size="lg" onClick={() => setThanking(true)}>{it.gate.enter}</Button>
          )}
        </Box>

        <Stack gap={4} component="footer">
          <Text size="sm" fw={600} ta="center">{it.gate.notMandatory}</Text>
          <Text size="xs" c="dimmed" ta="center">{it.gate.privacy(config.data?.privacyEmail ?? null)}</Text>
        </Stack>
      </Stack>
    </Container>
  );
}
