/**
 * The choices of one return as a table: each place's verdict, score and one sentence per rule that
 * read it (written from the codes by the contract's sentences, as the server writes them), its
 * distance and airport, the return Ascendant's natal house, the instant in the place's civil time
 * and the day to be there; the other places of the same choice under it. On a phone the table
 * scrolls sideways and says so. A place chosen on the map is brought into view and marked.
 */
import { useEffect, useRef } from 'react';
import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { mirataReasons, type MirataChartKind, type MirataChoiceCodes } from '@astrolabio/contract';
import { effectiveCuspOrbDeg, type MirataRuleSet } from '@astrolabio/core';
import { houseRomanIt } from '@astrolabio/names-it';
import { it } from '../../../i18n/it.ts';
import { formatCivilDayIt, formatCivilIt } from '../../../lib/civil-time.ts';
import { formatZodiacIt } from '../../../lib/format.ts';
import { SidewaysScroll } from '../../../components/SidewaysScroll.tsx';
import { VERDICT_COLORS } from '../map/map-style.ts';
import { choiceKey } from './choice-key.ts';

const T = it.mirata;

export interface ChoicesTableProps {
  choices: readonly MirataChoiceCodes[];
  rules: MirataRuleSet;
  chart?: MirataChartKind;
  selected?: string | null;
  onShow?: (key: string) => void;
  label?: string;
}

export function ChoicesTable({ choices, rules, chart = 'solar', selected = null, onShow, label = T.tableLabel }: ChoicesTableProps) {
  const rows = useRef(new Map<string, HTMLTableRowElement>());
  useEffect(() => {
    if (selected) rows.current.get(selected)?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  }, [selected]);
  const context = { chart, cuspOrbDeg: effectiveCuspOrbDeg(rules) };
  return (
    <SidewaysScroll label={label} minWidth={980} moreHint={T.scrollHint}>
      <Table withTableBorder verticalSpacing="xs" aria-label={label} data-testid="mirata-choices" styles={{ td: { verticalAlign: 'top' } }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{T.colPlace}</Table.Th>
            <Table.Th>{T.colVerdict}</Table.Th>
            <Table.Th>{T.colDistance}</Table.Th>
            <Table.Th>{T.colAscendant}</Table.Th>
            <Table.Th>{T.colWhen}</Table.Th>
            <Table.Th>{T.colReasons}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {choices.map((c) => {
            const key = choiceKey(c);
            return (
              <Table.Tr
                key={key}
                ref={(el) => {
                  if (el) rows.current.set(key, el);
                  else rows.current.delete(key);
                }}
                data-verdict={c.verdict}
                bg={selected === key ? 'var(--mantine-color-yellow-light)' : undefined}
              >
                <Table.Td miw={170}>
                  <Text size="sm" fw={600}>{c.name} <Text span size="xs" c="dimmed">{c.country}</Text></Text>
                  {c.airport && <Text size="xs">{T.airport(c.airport.code, c.airport.name, c.airport.distanceKm)}</Text>}
                  {c.warningsIt.map((w) => <Text key={w} size="xs" c="orange.9">{w}</Text>)}
                  {c.othersTotal > 0 && (
                    <details>
                      <summary><Text span size="xs">{T.others(c.othersTotal)}</Text></summary>
                      <Text size="xs">
                        {c.others.map((o) => (o.distanceKm === null ? o.name : `${o.name} (${T.km(o.distanceKm)})`)).join(', ')}
                        {c.othersTotal > c.others.length ? ` ${T.othersMore(c.othersTotal - c.others.length)}` : ''}
                      </Text>
                    </details>
                  )}
                  {onShow && <Button mt={4} size="compact-xs" variant="light" aria-label={T.showLabel(c.name)} onClick={() => onShow(key)}>{T.show}</Button>}
                </Table.Td>
                <Table.Td miw={120}>
                  <Badge color={VERDICT_COLORS[c.verdict]} variant={c.verdict === 'recommended' ? 'filled' : 'light'} tt="none" styles={{ label: { overflow: 'visible' } }}>{T.verdict[c.verdict]}</Badge>
                  <Text size="sm" mt={4}>{T.points(c.score)}</Text>
                </Table.Td>
                <Table.Td>{c.distanceKm === null ? '' : T.km(c.distanceKm)}</Table.Td>
                <Table.Td>{T.ascendantIn(formatZodiacIt(c.ascendantDeg), houseRomanIt(c.ascendantCountedHouse))}</Table.Td>
                <Table.Td miw={170}>
                  <Text size="sm">{formatCivilIt(c.localTime.civil)}</Text>
                  <Text size="xs" c="dimmed">{it.solarReturn.zoneText(c.localTime.utcOffset, c.localTime.zone, c.localTime.dst)}</Text>
                  <Text size="xs" fw={500}>{T.beThere(formatCivilDayIt(c.beThereFrom))}</Text>
                </Table.Td>
                <Table.Td miw={320}>
                  <Stack gap={2} component="ul" style={{ margin: 0, paddingInlineStart: 16 }}>
                    {mirataReasons(c.findings, context).map(({ finding, sentence }, i) => (
                      <Text key={i} component="li" size="xs" data-outcome={finding.outcome}>{sentence}</Text>
                    ))}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </SidewaysScroll>
  );
}
