/** The aspect grid: a triangle of body × body cells, each showing the aspect's glyph; it only draws. */
import { Table, Title, VisuallyHidden } from '@mantine/core';
import type { AspectCode, BodyCode } from '@astrolabio/core';
import { ASPECT_NAMES_IT, BODY_NAMES_IT } from '@astrolabio/names-it';
import { ASPECT_COLORS, ASPECT_GLYPHS } from '../../../lib/glyphs.ts';
import { BodyLabel } from '../../../components/BodyLabel.tsx';
import { formatOrb } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';

export interface AspectGridProps {
  bodies: readonly BodyCode[];
  aspects: readonly { body1: BodyCode; body2: BodyCode; aspect: AspectCode; orb: number }[];
}

const CELL = { width: 26, height: 26, padding: 0, textAlign: 'center' as const, border: '1px solid var(--mantine-color-gray-3)' };

export function AspectGrid({ bodies, aspects }: AspectGridProps) {
  const byPair = new Map<string, AspectGridProps['aspects'][number]>();
  for (const a of aspects) {
    // The closest aspect of a pair wins the cell (the list in Aspetti shows them all).
    for (const key of [`${a.body1}|${a.body2}`, `${a.body2}|${a.body1}`]) {
      const prev = byPair.get(key);
      if (!prev || a.orb < prev.orb) byPair.set(key, a);
    }
  }
  return (
    <>
      <Title order={4} mt="md" mb="xs">{it.results.gridTitle}</Title>
      <Table.ScrollContainer minWidth={bodies.length * 27 + 30}>
        <table style={{ borderCollapse: 'collapse', fontSize: 15 }} aria-label={it.results.gridTitle}>
          <tbody>
            {bodies.map((row, r) => (
              <tr key={row}>
                <th scope="row" style={{ ...CELL, border: 0 }} title={BODY_NAMES_IT[row]}>
                  <BodyLabel point={row} variant="glyph" />
                </th>
                {bodies.slice(0, r).map((col) => {
                  const a = byPair.get(`${row}|${col}`);
                  const label = a ? it.results.gridCell(BODY_NAMES_IT[row], BODY_NAMES_IT[col], ASPECT_NAMES_IT[a.aspect], formatOrb(a.orb)) : undefined;
                  return (
                    <td key={col} style={{ ...CELL, color: a ? ASPECT_COLORS[a.aspect] : undefined }} title={label}>
                      {a && (
                        <>
                          <span aria-hidden="true">{ASPECT_GLYPHS[a.aspect]}</span>
                          <VisuallyHidden>{label}</VisuallyHidden>
                        </>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
            <tr>
              <td style={{ ...CELL, border: 0 }} />
              {bodies.slice(0, -1).map((col) => (
                <th key={col} scope="col" style={{ ...CELL, border: 0 }} title={BODY_NAMES_IT[col]}>
                  <BodyLabel point={col} variant="glyph" />
                </th>
              ))}
            </tr>
          </tbody>
        </table>
      </Table.ScrollContainer>
    </>
  );
}
