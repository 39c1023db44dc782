/**
 * The Sinastria's inter-aspect grid: a square of the first person's points (rows) × the second's
 * (columns), each cell the closest aspect of its pair as a glyph, named in full for screen readers.
 * It only draws; the cells are model/synastry-view.ts's.
 */
import { memo } from 'react';
import { Text, Title, VisuallyHidden } from '@mantine/core';
import { SYNASTRY_POINT_CODES, type PointCode, type SynastryAspect } from '@astrolabio/core';
import { ASPECT_NAMES_IT, POINT_NAMES_IT } from '@astrolabio/names-it';
import { ASPECT_COLORS, ASPECT_GLYPHS } from '../../../lib/glyphs.ts';
import { BodyLabel } from '../../../components/BodyLabel.tsx';
import { SidewaysScroll } from '../../../components/SidewaysScroll.tsx';
import { formatOrb } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';
import { cellOf, interAspectCells } from '../model/synastry-view.ts';

const T = it.couple.synastry;
const CELL = { width: 26, height: 26, padding: 0, textAlign: 'center' as const, border: '1px solid var(--mantine-color-gray-3)' };

/** A point's header: the body's glyph, or AC / MC; its name for screen readers. */
function PointHeader({ point }: { point: PointCode }) {
  if (point !== 'ascendant' && point !== 'midheaven') return <BodyLabel point={point} variant="glyph" />;
  return (
    <>
      <span aria-hidden="true" style={{ fontSize: 11, fontWeight: 700 }}>{point === 'ascendant' ? it.results.ascendantShort : it.results.midheavenShort}</span>
      <VisuallyHidden>{POINT_NAMES_IT[point]}</VisuallyHidden>
    </>
  );
}

export const InterAspectGrid = memo(function InterAspectGrid({ aspects, firstName, secondName }: { aspects: readonly SynastryAspect[]; firstName: string; secondName: string }) {
  const cells = interAspectCells(aspects);
  return (
    <>
      <Title order={4} mt="md" mb={4}>{T.gridTitle}</Title>
      <Text size="xs" c="dimmed" mb="xs">{T.gridCaption(firstName, secondName)}</Text>
      <SidewaysScroll label={T.gridTitle} minWidth={(SYNASTRY_POINT_CODES.length + 1) * 27 + 4} moreHint={T.moreToTheRight}>
        <table style={{ borderCollapse: 'collapse', fontSize: 15 }} aria-label={T.gridTitle} data-testid="synastry-grid">
          <thead>
            <tr>
              <td style={{ ...CELL, border: 0 }} />
              {SYNASTRY_POINT_CODES.map((col) => (
                <th key={col} scope="col" style={{ ...CELL, border: 0, color: '#1c3d8c' }} title={`${POINT_NAMES_IT[col]} (${secondName})`}>
                  <PointHeader point={col} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {SYNASTRY_POINT_CODES.map((row) => (
              <tr key={row}>
                <th scope="row" style={{ ...CELL, border: 0 }} title={`${POINT_NAMES_IT[row]} (${firstName})`}>
                  <PointHeader point={row} />
                </th>
                {SYNASTRY_POINT_CODES.map((col) => {
                  const a = cellOf(cells, row, col);
                  const label = a ? T.gridCell(POINT_NAMES_IT[row], firstName, ASPECT_NAMES_IT[a.aspect], POINT_NAMES_IT[col], secondName, formatOrb(a.orbDeg)) : undefined;
                  return (
                    <td key={col} style={{ ...CELL, color: a ? ASPECT_COLORS[a.aspect] : undefined }} title={label} data-aspect={a?.aspect}>
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
          </tbody>
        </table>
      </SidewaysScroll>
    </>
  );
});
