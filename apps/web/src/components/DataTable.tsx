/**
 * The one look of the result tables (planets, houses, aspects, monthly positions): scrollable on a
 * phone, striped, compact, with a caption for screen readers and a header row of column titles.
 * A wide table can keep its first column in view while it scrolls, and say that there is more to
 * its right (a fading edge and a line of text) until the end is reached (SidewaysScroll).
 */
import type { ReactNode } from 'react';
import { Table, type MantineFontSize, type MantineSpacing, type StyleProp } from '@mantine/core';
import { SidewaysScroll } from './SidewaysScroll.tsx';
import './data-table.css';

export interface DataTableColumn {
  /** Column title (from the Italian catalogue) or any header content. */
  title: ReactNode;
  key: string;
  align?: 'left' | 'center' | 'right';
}

interface DataTableProps {
  /** Accessible name of the table. */
  label: string;
  columns: readonly DataTableColumn[];
  /** Below this width (px) the table scrolls sideways instead of squeezing. */
  minWidth?: number;
  fz?: StyleProp<MantineFontSize>;
  verticalSpacing?: MantineSpacing;
  /** Keep the first column (the row headings) in view while the table scrolls sideways. */
  stickyFirstColumn?: boolean;
  /** Said under the table while part of it is hidden to the right. */
  moreHint?: string;
  /** The body rows (`Table.Tr`). */
  children: ReactNode;
}

export function DataTable({ label, columns, minWidth = 300, fz = 'sm', verticalSpacing = 4, stickyFirstColumn = false, moreHint, children }: DataTableProps) {
  const table = (
    <Table
      striped
      highlightOnHover
      verticalSpacing={verticalSpacing}
      horizontalSpacing={6}
      fz={fz}
      aria-label={label}
      className={stickyFirstColumn ? 'astrolabio-sticky-first' : undefined}
      miw={minWidth}
    >
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => <Table.Th key={c.key} scope="col" ta={c.align}>{c.title}</Table.Th>)}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
  return <SidewaysScroll label={label} moreHint={moreHint}>{table}</SidewaysScroll>;
}
