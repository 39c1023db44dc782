/**
 * The one look of the result tables (planets, houses, aspects, monthly positions): scrollable on a
 * phone, striped, compact, with a caption for screen readers and a header row of column titles.
 */
import type { ReactNode } from 'react';
import { Table, type MantineFontSize, type MantineSpacing, type StyleProp } from '@mantine/core';

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
  /** The body rows (`Table.Tr`). */
  children: ReactNode;
}

export function DataTable({ label, columns, minWidth = 300, fz = 'sm', verticalSpacing = 4, children }: DataTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing={verticalSpacing} horizontalSpacing={6} fz={fz} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => <Table.Th key={c.key} scope="col" ta={c.align}>{c.title}</Table.Th>)}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
