/** [label, value] rows as a two-column description list: the chart's header, the return's printed head, the couple's charts' facts. */
import { Box, Text } from '@mantine/core';

export interface LabelledRowsProps {
  rows: readonly (readonly [string, string])[];
  /** The list's accessible name, when it needs one. */
  label?: string;
  /** Space above the list, px. */
  marginTopPx?: number;
}

export function LabelledRows({ rows, label, marginTopPx = 4 }: LabelledRowsProps) {
  return (
    <Box component="dl" m={0} mt={marginTopPx} aria-label={label} style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 12, rowGap: 2 }}>
      {rows.map(([label, value]) => (
        <Box key={label} style={{ display: 'contents' }}>
          <Text component="dt" size="sm" c="dimmed">{label}</Text>
          <Text component="dd" size="sm" m={0} style={{ fontVariantNumeric: 'tabular-nums' }}>{value}</Text>
        </Box>
      ))}
    </Box>
  );
}
