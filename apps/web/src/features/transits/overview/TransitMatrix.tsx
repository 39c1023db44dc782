/**
 * The matrix view (the /testing transits page): transiting planets × natal points, each cell the
 * strongest transit of the period (the aspect's glyph in its colour, its smallest orb to one
 * decimal, a count of exact hits) as a button that shows that pair in the timeline. Only draws the
 * model (matrix.ts).
 */
import { Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { PointCode, TransitBodyCode } from '@astrolabio/core';
import { BODY_NAMES_IT, POINT_NAMES_IT } from '@astrolabio/names-it';
import { BodyLabel } from '../../../components/BodyLabel.tsx';
import { DataTable } from '../../../components/DataTable.tsx';
import { ASPECT_COLORS, ASPECT_GLYPHS } from '../../../lib/glyphs.ts';
import { formatOrbOneDecimal } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';
import { aspectWord } from '../model/labels.ts';
import type { MatrixCell, TransitMatrix as Matrix } from './matrix.ts';
import { pointMark } from '../model/row-drawing.ts';

const t = it.transits.matrix;
const CELL_STYLE = { textAlign: 'center' as const, whiteSpace: 'nowrap' as const, fontVariantNumeric: 'tabular-nums' };

function Cell({ cell, onSelect }: { cell: MatrixCell; onSelect: (body: TransitBodyCode, point: PointCode) => void }) {
  const { aspect } = cell.strongest;
  const label = t.cellLabel(
    BODY_NAMES_IT[cell.transitBody], aspectWord(aspect), POINT_NAMES_IT[cell.natalPoint],
    formatOrbOneDecimal(cell.strongest.peak.orbDeg), cell.transitCount, cell.exactCount,
  );
  return (
    <UnstyledButton
      onClick={() => onSelect(cell.transitBody, cell.natalPoint)}
      aria-label={label}
      title={label}
      data-cell={`${cell.transitBody}-${cell.natalPoint}`}
      className="tt-matrix-cell"
    >
      <span aria-hidden="true" style={{ color: ASPECT_COLORS[aspect], fontSize: 15 }}>{ASPECT_GLYPHS[aspect]}</span>
      <span aria-hidden="true"> {formatOrbOneDecimal(cell.strongest.peak.orbDeg)}</span>
      {cell.exactCount > 0 && <sup aria-hidden="true" className="tt-matrix-exact">{t.exactMark(cell.exactCount)}</sup>}
    </UnstyledButton>
  );
}

/** A natal point's column: its glyph (AC, MC for the angles), its name on hover and for screen readers. */
function PointHeader({ point }: { point: PointCode }) {
  return (
    <span title={POINT_NAMES_IT[point]}>
      <span aria-hidden="true" style={{ fontSize: 15 }}>{pointMark(point)}</span>
      <VisuallyHidden>{POINT_NAMES_IT[point]}</VisuallyHidden>
    </span>
  );
}

export interface TransitMatrixProps {
  matrix: Matrix;
  /** A cell pressed: its pair, for the timeline. */
  onSelect: (body: TransitBodyCode, point: PointCode) => void;
}

export function TransitMatrix({ matrix, onSelect }: TransitMatrixProps) {
  if (matrix.columns.length === 0) return <Text size="sm" c="dimmed">{t.empty}</Text>;
  const columns = [
    { key: 'planet', title: t.corner },
    ...matrix.columns.map((p) => ({ key: p, title: <PointHeader point={p} />, align: 'center' as const })),
  ];
  return (
    <>
      <Text size="sm" c="dimmed" mb="xs">{t.note}</Text>
      <DataTable label={t.title} columns={columns} minWidth={110 + matrix.columns.length * 64} stickyFirstColumn fz="sm">
        {matrix.rows.map((row) => (
          <Table.Tr key={row.transitBody} data-row={row.transitBody}>
            <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}><BodyLabel point={row.transitBody} variant="column" /></Table.Th>
            {row.cells.map((cell, k) => (
              <Table.Td key={matrix.columns[k]} style={CELL_STYLE}>
                {cell ? <Cell cell={cell} onSelect={onSelect} /> : <span aria-label={t.none}>·</span>}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </DataTable>
      <Text size="xs" c="dimmed" mt={4}>{t.legend}</Text>
    </>
  );
}
