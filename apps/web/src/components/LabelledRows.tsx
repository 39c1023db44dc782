/** [label, value] rows as a two-column description list: the chart's header and the return's printed head. */
import { Box, Text } from '@mantine/core';

export function LabelledRows({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <Box component="dl" m={0} mt={4} style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 12, rowGap: 2 }}>
      {rows.map(([label, value]) => (
        <Box key={label} style={{ display: 'contents' }}>
          <Text component="dt" size="sm" c="dimmed">{label}</Text>
          <Text component="dd" size="sm" m={0} style={{ fontVariantNumeric: 'tabular-nums' }}>{value}</Text>
        </Box>
      ))}
    </Box>
  );
}
