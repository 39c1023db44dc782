/**
 * Tab Transiti Mensili: a summary by month for Sole…Plutone (sign and degree on the month's first
 * day) and, per month, the daily details. A month's table is built only when it is opened.
 */
import { useState } from 'react';
import { Accordion, Alert, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { DAILY_POSITIONS_MAX_DAYS, SUN_TO_PLUTO, type BodyCode } from '@astrolabio/core';
import { BODY_NAMES_IT, SIGN_NAMES_IT } from '@astrolabio/names-it';
import { SIGN_GLYPHS } from '../../../lib/glyphs.ts';
import { BodyLabel } from '../../../components/BodyLabel.tsx';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { RetrogradeMark } from '../../../components/RetrogradeMark.tsx';
import { formatDateIt, formatMonthIt, formatPeriodIt, formatZodiacIt, signDegreesMinutesParts } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';
import type { MonthlyPosition, MonthlyTransits as MonthlyTransitsData } from '../api/transiti-mensili.ts';
import { bodiesPresent, daysOfMonth, monthlySummary, monthsInOrder } from '../monthly-summary.ts';

function PositionCell({ p }: { p: MonthlyPosition | undefined }) {
  if (!p) return <Table.Td>{it.results.noValue}</Table.Td>;
  const { degrees, minutes, sign } = signDegreesMinutesParts(p.longitude);
  return (
    <Table.Td style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }} title={formatZodiacIt(p.longitude)}>
      <span aria-hidden="true">{SIGN_GLYPHS[sign]} </span>
      {degrees}{minutes}
      {p.retrograde && <RetrogradeMark gap={2} />}
      <VisuallyHidden>{` ${SIGN_NAMES_IT[sign]}`}</VisuallyHidden>
    </Table.Td>
  );
}

function bodyColumn(code: BodyCode): DataTableColumn {
  return {
    key: code,
    title: <span title={BODY_NAMES_IT[code]} style={{ whiteSpace: 'nowrap' }}><BodyLabel point={code} /></span>,
  };
}

interface PositionsRow {
  key: string;
  heading: string;
  positions: (code: BodyCode) => MonthlyPosition | undefined;
}

interface PositionsTableProps {
  label: string;
  firstColumn: string;
  bodies: readonly BodyCode[];
  rows: PositionsRow[];
  minWidth: number;
  /** Smaller type and rows, for the daily details. */
  compact?: boolean;
}

/** One row per month or day, one column per body: the summary and each month's details. */
function PositionsTable(props: PositionsTableProps) {
  const columns = [{ key: 'first', title: props.firstColumn }, ...props.bodies.map(bodyColumn)];
  return (
    <DataTable
      label={props.label}
      columns={columns}
      minWidth={props.minWidth}
      fz={props.compact ? 'sm' : undefined}
      verticalSpacing={props.compact ? 2 : 4}
      stickyFirstColumn
      moreHint={it.monthly.moreToTheRight}
    >
      {props.rows.map((row) => (
        <Table.Tr key={row.key} data-row={row.key}>
          <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>{row.heading}</Table.Th>
          {props.bodies.map((c) => <PositionCell key={c} p={row.positions(c)} />)}
        </Table.Tr>
      ))}
    </DataTable>
  );
}

/** `clippedAt`: the last day shown, when the transit period was longer than the monthly positions cover. */
export function MonthlyTransits({ data, clippedAt }: { data: MonthlyTransitsData; clippedAt?: string }) {
  const [openMonths, setOpenMonths] = useState<string[]>([]);
  const summary = monthlySummary(data);
  const bodies = bodiesPresent(data);
  return (
    <div>
      <Text size="sm" c="dimmed" mb="xs">{it.monthly.period(formatPeriodIt(`${data.startDate} - ${data.endDate}`))}</Text>
      {clippedAt && <Alert color="blue" variant="light" mb="xs">{it.monthly.clipped(DAILY_POSITIONS_MAX_DAYS, formatDateIt(clippedAt))}</Alert>}
      <Title order={3} size="h4" mb={4}>{it.monthly.summaryTitle}</Title>
      <Text size="xs" c="dimmed" mb="xs">{it.monthly.summaryNote(data.timeOfDayUt)}</Text>
      <PositionsTable
        label={it.monthly.summaryTitle}
        firstColumn={it.monthly.month}
        bodies={SUN_TO_PLUTO}
        minWidth={900}
        rows={summary.map((row) => ({ key: row.month, heading: formatMonthIt(row.month), positions: (c) => row.positions[c] }))}
      />

      <Title order={3} size="h4" mt="md" mb="xs">{it.monthly.detailsTitle}</Title>
      <Accordion multiple value={openMonths} onChange={setOpenMonths} variant="separated">
        {monthsInOrder(data).map((month) => (
          <Accordion.Item key={month} value={month}>
            <Accordion.Control>{formatMonthIt(month)}</Accordion.Control>
            <Accordion.Panel>
              {openMonths.includes(month) && (
                <PositionsTable
                  label={formatMonthIt(month)}
                  firstColumn={it.monthly.date}
                  bodies={bodies}
                  minWidth={bodies.length * 110 + 100}
                  compact
                  rows={daysOfMonth(data, month).map((day) => ({
                    key: day.date,
                    heading: formatDateIt(day.date),
                    positions: (c) => day.bodies[c],
                  }))}
                />
              )}
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </div>
  );
}
