/** The progressed Moon of today in the layers' area (issue 34): its place, its next ingresses, the progressed lunation phase. */
import { Paper, Text } from '@mantine/core';
import type { ProgressedMoonSummary } from '@astrolabio/core';
import { it } from '../../../i18n/it.ts';
import { progressedMoonLines } from '../model/progressed-moon.ts';

export function ProgressedMoonPanel({ moon }: { moon: ProgressedMoonSummary }) {
  const lines = progressedMoonLines(moon);
  const t = it.layers.progressedMoon;
  return (
    <Paper withBorder p="xs" component="section" aria-label={t.title} className="tt-progressed-moon">
      <Text size="sm" fw={600}>{t.title}: {lines.position}</Text>
      <dl>
        <dt>{t.nextIngresses}</dt>
        <dd>{lines.nextIngresses}</dd>
        <dt>{t.phase}</dt>
        <dd>{lines.phase}; {lines.nextPhase}. {t.phaseSource}</dd>
      </dl>
    </Paper>
  );
}
