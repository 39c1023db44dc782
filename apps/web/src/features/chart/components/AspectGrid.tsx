/**
 * The aspect grid: a triangle of point × point cells (the bodies, then AC and MC), each showing
 * the aspect's glyph; it only draws.
 */
import { memo } from 'react';
import { Title, VisuallyHidden } from '@mantine/core';
import { BODY_CODES, type AspectCode, type BodyCode, type PointCode } from '@astrolabio/core';
import { ASPECT_NAMES_IT, POINT_NAMES_IT } from '@astrolabio/names-it';
import { ASPECT_COLORS, ASPECT_GLYPHS } from '../../../lib/glyphs.ts';
import { BodyLabel } from '../../../components/BodyLabel.tsx';
import { formatOrb } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';
import { SidewaysScroll } from '../../../components/SidewaysScroll.tsx';

export interface AspectGridProps {
  aspects: readonly { body1: BodyCode; body2: PointCode; aspect: AspectCode; orbDeg: number }[];
}

/** Rows and columns: every body, then the two angles. */
const POINTS: readonly PointCode[] = [...BODY_CODES, 'ascendant', 'midheaven'];
const isAngle = (p: PointCode) => p === 'ascendant' || p === 'midheaven';

/** A point's header cell: the body's glyph, or AC / MC. */
function PointHeader({ point }: { point: PointCode }) {
  if (!isAngle(point)) return <BodyLabel point={point} variant="glyph" />;
  return (
    <>
      <span aria-hidden="true" style={{ fontSize: 11, fontWeight: 700 }}>{point === 'ascendant' ? it.results.ascendantShort : it.results.midheavenShort}</span>
      <VisuallyHidden>{POINT_NAMES_IT[point]}</VisuallyHidden>
    </>
  );
}

const CELL = { width: 26, height: 26, padding: 0, textAlign: 'center' as const, border: '1px solid var(--mantine-color-gray-3)' };

export const AspectGrid = memo(function AspectGrid({ aspects }: AspectGridProps) {
  const byPair = new Map<string, AspectGridProps['aspects'][number]>();
  for (const a of aspects) {
    // The closest aspect of a pair wins the cell (the list in Aspetti shows them all).
    for (const key of [`${a.body1}|${a.body2}`, `${a.body2}|${a.body1}`]) {
      const prev = byPair.get(key);
      if (!prev || a.orbDeg < prev.orbDeg) byPair.set(key, a);
    }
  }
  return (
    <>
      <Title order={4} mt="md" mb="xs">{it.results.gridTitle}</Title>
      <SidewaysScroll label={it.results.gridTitle} minWidth={POINTS.length * 27 + 30} moreHint={it.results.gridMoreHint}>
        <table style={{ borderCollapse: 'collapse', fontSize: 15 }} aria-label={it.results.gridTitle}>
          <tbody>
            {POINTS.map((row, r) => (
              <tr key={row}>
                <th scope="row" style={{ ...CELL, border: 0 }} title={POINT_NAMES_IT[row]}>
                  <PointHeader point={row} />
                </th>
                {POINTS.slice(0, r).map((col) => {
                  const a = byPair.get(`${row}|${col}`);
                  const label = a ? it.results.gridCell(POINT_NAMES_IT[row], POINT_NAMES_IT[col], ASPECT_NAMES_IT[a.aspect], formatOrb(a.orbDeg)) : undefined;
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
              {POINTS.slice(0, -1).map((col) => (
                <th key={col} scope="col" style={{ ...CELL, border: 0 }} title={POINT_NAMES_IT[col]}>
                  <PointHeader point={col} />
                </th>
              ))}
            </tr>
          </tbody>
        </table>
      </SidewaysScroll>
    </>
  );
});
