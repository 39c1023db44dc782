/**
 * Tab Transiti Mensili: a summary by month for Sole…Plutone (sign and degree on the month's first
 * day) and, per month, the daily details. A month's table is built only when it is opened.
 */
import { useState } from 'react';
import { Accordion, Alert, Group, Loader, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { SUN_TO_PLUTO, zodiacPosition, type BodyCode } from '@astrolabio/core';
import { BODY_NAMES_IT, SIGN_BY_NAME_IT } from '@astrolabio/names-it';
import { BODY_GLYPHS, SIGN_GLYPHS } from '../../../lib/glyphs.ts';
import { formatDateIt, formatMonthIt } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { it } from '../../../i18n/it.ts';
import type { MonthlyPosition, MonthlyTransits as MonthlyTransitsData } from '../api/transiti-mensili.ts';
import { bodiesPresent, datesInOrder, monthlySummary, monthsInOrder } from '../monthly-summary.ts';

function PositionCell({ p }: { p: MonthlyPosition | undefined }) {
  if (!p) return <Table.Td>—</Table.Td>;
  const sign = SIGN_BY_NAME_IT.get(p.sign) ?? (p.longitude !== undefined ? zodiacPosition(p.longitude).sign : undefined);
  const degrees = p.formatted.replace(` ${p.sign}`, '');
  return (
    <Table.Td style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }} title={p.formatted}>
      {sign && <span aria-hidden="true">{SIGN_GLYPHS[sign]} </span>}
      {degrees}
      {p.retrograde && <abbr title={it.results.retrograde} style={{ marginLeft: 2, color: 'var(--mantine-color-red-8)', textDecoration: 'none' }}>{it.results.retrogradeMark}</abbr>}
      <VisuallyHidden>{` ${p.sign}`}</VisuallyHidden>
    </Table.Td>
  );
}

function BodyHeader({ code }: { code: BodyCode }) {
  return (
    <Table.Th scope="col" title={BODY_NAMES_IT[code]} style={{ whiteSpace: 'nowrap' }}>
      <span aria-hidden="true">{BODY_GLYPHS[code]} </span>
      {BODY_NAMES_IT[code]}
    </Table.Th>
  );
}

export function MonthlyTransits({ data }: { data: MonthlyTransitsData }) {
  const [openMonths, setOpenMonths] = useState<string[]>([]);
  const summary = monthlySummary(data);
  const bodies = bodiesPresent(data);
  return (
    <div>
      <Text size="sm" c="dimmed" mb="xs">{it.monthly.period(data.periodo)}</Text>
      <Title order={3} size="h4" mb={4}>{it.monthly.summaryTitle}</Title>
      <Text size="xs" c="dimmed" mb="xs">{it.monthly.summaryNote(data.meta?.timeOfDayUt)}</Text>
      <Table.ScrollContainer minWidth={900}>
        <Table striped highlightOnHover verticalSpacing={4} aria-label={it.monthly.summaryTitle}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{it.monthly.month}</Table.Th>
              {SUN_TO_PLUTO.map((c) => <BodyHeader key={c} code={c} />)}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {summary.map((row) => (
              <Table.Tr key={row.month} data-month={row.month}>
                <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>{formatMonthIt(row.month)}</Table.Th>
                {SUN_TO_PLUTO.map((c) => <PositionCell key={c} p={row.positions[c]} />)}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Title order={3} size="h4" mt="md" mb="xs">{it.monthly.detailsTitle}</Title>
      <Accordion multiple value={openMonths} onChange={setOpenMonths} variant="separated">
        {monthsInOrder(data).map((month) => (
          <Accordion.Item key={month} value={month}>
            <Accordion.Control>{formatMonthIt(month)}</Accordion.Control>
            <Accordion.Panel>
              {openMonths.includes(month) && (
                <Table.ScrollContainer minWidth={bodies.length * 110 + 100}>
                  <Table striped verticalSpacing={2} fz="sm" aria-label={formatMonthIt(month)}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">{it.monthly.date}</Table.Th>
                        {bodies.map((c) => <BodyHeader key={c} code={c} />)}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {datesInOrder(data, month).map((date) => (
                        <Table.Tr key={date}>
                          <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>{formatDateIt(date)}</Table.Th>
                          {bodies.map((c) => <PositionCell key={c} p={data.transiti[month]?.[date]?.[BODY_NAMES_IT[c]]} />)}
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </div>
  );
}

/** Loading and failure of the monthly transits, shown above the result tabs. */
export function MonthlyTransitsStatus({ isLoading, error }: { isLoading: boolean; error: unknown }) {
  if (isLoading) {
    return (
      <Group gap="xs" aria-live="polite">
        <Loader size="xs" />
        <Text size="sm">{it.monthly.loading}</Text>
      </Group>
    );
  }
  if (error) {
    return (
      <Alert color="orange" variant="light" title={it.monthly.error} role="alert">
        {errorMessage(error)}
      </Alert>
    );
  }
  return null;
}
