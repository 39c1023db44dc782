/**
 * The plan across 1–5 years (POST /api/mirata/piano): for each year the best choices within the
 * same limits and rules (verdict, sentences, the instant in the place's civil time, the day to be
 * there), and as a second list the thirteen lunar returns of the year that is opened, each with its
 * best choices read the same way (the RL Ascendant in the natal houses first); the `.ics` of it all.
 */
import { useState } from 'react';
import { Badge, Button, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { effectiveCuspOrbDeg, type MirataRuleSet } from '@astrolabio/core';
import { mirataReasons, type MirataReturnSearchCodes } from '@astrolabio/contract';
import { houseRomanIt } from '@astrolabio/names-it';
import { it } from '../../../i18n/it.ts';
import { formatCivilDayIt, formatCivilIt } from '../../../lib/civil-time.ts';
import { formatUtcInstantMsIt } from '../../../lib/format.ts';
import { SidewaysScroll } from '../../../components/SidewaysScroll.tsx';
import { downloadPlanCalendar, useMirataPlan } from '../api/mirata-piano.ts';
import { VERDICT_COLORS } from '../map/map-style.ts';
import { PLAN_YEARS, type PianoBody } from '../search/mirata-search.ts';
import { ChoicesTable } from './ChoicesTable.tsx';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';

const T = it.mirata;

export interface PlanSectionProps {
  /** The plan's request for `years` years (null: no search yet). */
  bodyFor: (years: number) => PianoBody | null;
  rules: MirataRuleSet;
  years: number | null;
  onYears: (years: number | null) => void;
  lunarYear: number | null;
  onLunarYear: (year: number | null) => void;
}

export function PlanSection({ bodyFor, rules, years, onYears, lunarYear, onLunarYear }: PlanSectionProps) {
  const [picked, setPicked] = useState(years ?? 3);
  const body = years === null ? null : bodyFor(years);
  const plan = useMirataPlan(body);
  const [icsError, setIcsError] = useState(false);
  const calendar = () => {
    if (!body) return;
    setIcsError(false);
    downloadPlanCalendar(body).catch(() => setIcsError(true));
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="mirata-plan-title">
      <Title order={3} size="h4" id="mirata-plan-title">{T.planTitle}</Title>
      <Text size="sm" c="dimmed">{T.planIntro}</Text>
      <Group align="flex-end" gap="sm">
        <NativeSelect label={T.planYears} value={String(picked)} onChange={(e) => setPicked(Number(e.currentTarget.value))} data={PLAN_YEARS.map(String)} w={90} />
        <Button onClick={() => onYears(picked)} loading={plan.isFetching} disabled={bodyFor(picked) === null}>{T.planMake}</Button>
        {plan.data && <Button variant="default" onClick={calendar}>{T.planIcs}</Button>}
        {icsError && <Text size="sm" c="red" role="alert">{T.planIcsFailed}</Text>}
      </Group>
      {plan.isFetching && <Text size="sm" c="dimmed" aria-live="polite">{T.planMaking}</Text>}
      {plan.isError && <ApiErrorAlert error={plan.error} title={T.errorTitle} />}
      {plan.data && (
        <Stack gap="lg" data-testid="mirata-plan">
          {plan.data.years.map((y) => (
            <Stack key={y.year} gap="xs" data-testid={`mirata-plan-${y.year}`}>
              <Title order={4} size="h5">{T.planYear(y.year)}</Title>
              <Text size="sm">{formatUtcInstantMsIt(y.instantMs)}</Text>
              {y.choices.length === 0 ? <Text size="sm">{T.planNone}</Text> : <ChoicesTable choices={y.choices} rules={rules} label={T.planYear(y.year)} />}
              <Button
                variant={lunarYear === y.year ? 'filled' : 'light'}
                size="compact-sm"
                w="fit-content"
                aria-expanded={lunarYear === y.year}
                onClick={() => onLunarYear(lunarYear === y.year ? null : y.year)}
              >
                {T.lunarShow(y.year)}
              </Button>
              {lunarYear === y.year && <LunarList year={y.year} lunar={y.lunarReturns} rules={rules} />}
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function LunarList({ year, lunar, rules }: { year: number; lunar: readonly MirataReturnSearchCodes[]; rules: MirataRuleSet }) {
  const context = { chart: 'lunar' as const, cuspOrbDeg: effectiveCuspOrbDeg(rules) };
  return (
    <Stack gap={4}>
      <Title order={5} size="h6">{T.lunarTitle(year)}</Title>
      <SidewaysScroll label={T.lunarLabel(year)} minWidth={760} moreHint={T.scrollHint}>
        <Table withTableBorder striped aria-label={T.lunarLabel(year)} data-testid="mirata-lunar">
          <Table.Thead>
            <Table.Tr><Table.Th>{T.colLunar}</Table.Th><Table.Th>{T.colLunarInstant}</Table.Th><Table.Th>{T.colBest}</Table.Th></Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lunar.map((l, i) => (
              <Table.Tr key={l.instantMs}>
                <Table.Td>{T.lunarNumber(i + 1)}</Table.Td>
                <Table.Td>{formatUtcInstantMsIt(l.instantMs)}</Table.Td>
                <Table.Td>
                  {l.choices.length === 0 ? T.lunarNone : (
                    <Stack gap={4}>
                      {l.choices.map((c) => (
                        <div key={`${c.name}|${c.latitude}|${c.longitude}`}>
                          <Group gap={6}>
                            <Text size="sm" fw={600}>{c.name}</Text>
                            <Badge size="sm" color={VERDICT_COLORS[c.verdict]} variant="light" tt="none">{T.verdictScore(T.verdict[c.verdict], c.score)}</Badge>
                            <Text size="xs">{T.lunarAscendantIn(houseRomanIt(c.ascendantCountedHouse))}</Text>
                          </Group>
                          <Text size="xs">{formatCivilIt(c.localTime.civil)} · {T.beThere(formatCivilDayIt(c.beThereFrom))}</Text>
                          <Text size="xs" c="dimmed">{mirataReasons(c.findings, context).map((r) => r.sentence).join(' ')}</Text>
                        </div>
                      ))}
                    </Stack>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </SidewaysScroll>
    </Stack>
  );
}
