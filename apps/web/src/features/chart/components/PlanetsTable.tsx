/** Tab Pianeti: Ascendente, Medio Coeli, then every body with sign, position, house and ℞ when retrograde. */
import { Box, Table } from '@mantine/core';
import { BODY_CODES, zodiacPosition } from '@astrolabio/core';
import { ANGLE_NAMES_IT, BODY_NAMES_IT } from '@astrolabio/names-it';
import { BODY_GLYPHS, SIGN_GLYPHS } from '../../../lib/glyphs.ts';
import { formatSignPosition } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';
import type { TemaNatale } from '../api/tema-natale.ts';

interface Row {
  key: string;
  glyph: string;
  name: string;
  longitude: number;
  sign: string;
  house: number | null;
  retrograde: boolean;
}

function rows(t: TemaNatale): Row[] {
  const angles: Row[] = [
    { key: 'ascendant', glyph: '', name: ANGLE_NAMES_IT.ascendant, longitude: t.ascendente.longitude, sign: t.ascendente.zodiac.sign, house: null, retrograde: false },
    { key: 'midheaven', glyph: '', name: ANGLE_NAMES_IT.midheaven, longitude: t.medioCoeli.longitude, sign: t.medioCoeli.zodiac.sign, house: null, retrograde: false },
  ];
  const bodies = BODY_CODES.flatMap((code): Row[] => {
    const p = t.pianeti[BODY_NAMES_IT[code]];
    return p ? [{ key: code, glyph: BODY_GLYPHS[code], name: BODY_NAMES_IT[code], longitude: p.longitude, sign: p.zodiac.sign, house: p.house, retrograde: p.retrograde }] : [];
  });
  return [...angles, ...bodies];
}

export function PlanetsTable({ chart }: { chart: TemaNatale }) {
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table striped highlightOnHover verticalSpacing={4} horizontalSpacing={6} fz="sm" aria-label={it.results.tabPlanets}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{it.results.planet}</Table.Th>
            <Table.Th scope="col">{it.results.sign}</Table.Th>
            <Table.Th scope="col">{it.results.position}</Table.Th>
            <Table.Th scope="col" ta="center">{it.results.house}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows(chart).map((r) => (
            <Table.Tr key={r.key} data-row={r.key}>
              <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>
                <Box component="span" aria-hidden="true" visibleFrom="xs" style={{ display: 'inline-block', width: '1.25em' }}>{r.glyph}</Box>
                {r.name}
                {r.retrograde && (
                  <abbr title={it.results.retrograde} style={{ marginLeft: 4, color: 'var(--mantine-color-red-8)', textDecoration: 'none' }}>
                    {it.results.retrogradeMark}
                  </abbr>
                )}
              </Table.Th>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <span aria-hidden="true" style={{ display: 'inline-block', width: '1.2em' }}>{SIGN_GLYPHS[zodiacPosition(r.longitude).sign]}</span>
                {r.sign}
              </Table.Td>
              <Table.Td style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{formatSignPosition(r.longitude)}</Table.Td>
              <Table.Td ta="center">{r.house ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
