/**
 * /testing/transiti-simulati: the older mock transit test page (spec section 2), "Test Transiti
 * Simulati". Composes the transit-samples feature: period, planet and aspect filters, the heat map
 * and the results table of made-up transits, regenerated on demand with another seed.
 */
import { useMemo, useState } from 'react';
import '../styles/chart-screen.ts';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AspectCode, TransitBodyCode } from '@astrolabio/core';
import { PageShell } from '../../components/PageShell.tsx';
import {
  AspectFilter, ASPECT_OPTIONS, DEFAULT_ASPECTS, DEFAULT_PLANETS, defaultPeriodChoice, generateMockTransits, heatGrid, inOptionOrder, localYearMonth,
  PeriodPicker, periodRange, PLANET_OPTIONS, PlanetFilter, SampleTransitsTable, TransitHeatMap, yearChoices, type PeriodChoice,
} from '../../features/transit-samples/index.ts';
import { it } from '../../i18n/it.ts';

/** The first data set; «Genera nuovi dati» moves to the next seed. */
const FIRST_SEED = 1;

export function MockTransitsTestPage() {
  const [today] = useState(() => localYearMonth(new Date()));
  const [period, setPeriod] = useState<PeriodChoice>(() => defaultPeriodChoice(today));
  // Selections are kept in the options' order, so the heat map's rows and columns match the checkboxes.
  const [planets, setPlanets] = useState<readonly TransitBodyCode[]>(() => inOptionOrder(DEFAULT_PLANETS, PLANET_OPTIONS));
  const [aspects, setAspects] = useState<readonly AspectCode[]>(() => inOptionOrder(DEFAULT_ASPECTS, ASPECT_OPTIONS));
  const [seed, setSeed] = useState(FIRST_SEED);

  const range = useMemo(() => periodRange(period), [period]);
  const rows = useMemo(() => generateMockTransits({ range, planets, aspects, seed }), [range, planets, aspects, seed]);
  const grid = useMemo(() => heatGrid(rows, planets, aspects), [rows, planets, aspects]);
  const nothingSelected = planets.length === 0 || aspects.length === 0;

  return (
    <PageShell title={it.testing.mockTransitsTitle} size="lg">
      <Anchor component={Link} to="/testing">{it.testing.backTesting}</Anchor>
      <Alert color="yellow" variant="light">
        <Text size="sm">{it.testing.mockNotice}</Text>
        <Group gap="sm" mt="xs">
          <Text size="sm" fw={600}>{it.testing.mockSeed(seed)}</Text>
          <Button size="compact-sm" variant="default" onClick={() => setSeed((s) => s + 1)}>{it.testing.mockRegenerate}</Button>
        </Group>
      </Alert>
      <Card withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          <PeriodPicker value={period} onChange={setPeriod} years={yearChoices(today.year)} />
          <PlanetFilter selected={planets} onChange={setPlanets} />
          <AspectFilter selected={aspects} onChange={setAspects} />
        </SimpleGrid>
      </Card>
      {nothingSelected ? (
        <Text c="dimmed">{it.samples.selectSomething}</Text>
      ) : (
        <>
          <Card withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
            <TransitHeatMap rows={grid} aspects={aspects} />
          </Card>
          <Card withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
            <SampleTransitsTable rows={rows} />
          </Card>
        </>
      )}
    </PageShell>
  );
}
