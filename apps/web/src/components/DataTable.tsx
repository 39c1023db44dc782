/**
 * The one look of the result tables (planets, houses, aspects, monthly positions): scrollable on a
 * phone, striped, compact, with a caption for screen readers and a header row of column titles.
 * A wide table can keep its first column in view while it scrolls, and say that there is more to
 * its right (a fading edge and a line of text) until the end is reached.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Table, Text, type MantineFontSize, type MantineSpacing, type StyleProp } from '@mantine/core';
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

/** True while the element has content hidden beyond its right edge. */
function useMoreToTheRight(enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!enabled || !el) return;
    const check = () => setMore(el.scrollLeft + el.clientWidth < el.scrollWidth - 1);
    check();
    el.addEventListener('scroll', check, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', check);
      observer?.disconnect();
    };
  }, [enabled]);
  return { ref, more };
}

export function DataTable({ label, columns, minWidth = 300, fz = 'sm', verticalSpacing = 4, stickyFirstColumn = false, moreHint, children }: DataTableProps) {
  const { ref: scrollRef, more } = useMoreToTheRight(moreHint !== undefined);
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
  if (moreHint === undefined && !stickyFirstColumn) return <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer>;
  return (
    <div>
      <Box pos="relative">
        <div ref={scrollRef} style={{ overflowX: 'auto' }}>{table}</div>
        {more && <div className="astrolabio-more-right" aria-hidden="true" />}
      </Box>
      {more && moreHint && <Text size="xs" c="dimmed" ta="right" mt={2}>{moreHint}</Text>}
    </div>
  );
}
