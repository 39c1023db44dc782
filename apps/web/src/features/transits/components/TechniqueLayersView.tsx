/**
 * The technique layers under the views: the slow layers' rows (on a years axis when their period is
 * long or not the transits', else on the views' months) and the lunations' rows on the views' months,
 * each with its loading and error state.
 */
import type { ReactNode } from 'react';
import { Group, Loader, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateIt } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';
import type { LayerGroupState } from '../api/technique-layers.ts';
import { filterLayerEvents } from '../model/layers.ts';
import type { TransitFilters } from '../model/filters.ts';
import { needsYearsAxis, yearsAxis } from '../model/slow-period.ts';
import type { TimeScale } from '../timeline/timeline-geometry.ts';
import { LABEL_WIDTH_PX } from '../table/TransitViewGrid.tsx';
import { LayerRows } from './LayerRows.tsx';
import { ProgressedMoonPanel } from './ProgressedMoonPanel.tsx';

/** The narrowest years axis drawn (a phone's width): below it the rows scroll. */
const MIN_YEARS_AXIS_PX = 320;

function GroupRows({ group, title, children }: { group: LayerGroupState; title: string; children: (g: LayerGroupState) => ReactNode }) {
  if (group.error !== null) return <Text size="sm" c="red" role="alert">{title}: {it.layers.error} {errorMessage(group.error)}</Text>;
  if (group.pending) return <Group gap="xs" role="status"><Loader size="xs" /><Text size="sm">{it.layers.loading}</Text></Group>;
  return <>{children(group)}</>;
}

export interface TechniqueLayersViewProps {
  slow: LayerGroupState | null;
  fast: LayerGroupState | null;
  /** Tabella Transiti's planet and aspect filters, which narrow these rows too. */
  filters: TransitFilters;
  scale: TimeScale;
  transits: { startDate: string; endDate: string };
  /** Room for a years axis (0 when not measured yet: then the views' width). */
  widthPx: number;
}

/** Where the views' months begin in their box: the planet column and the box's left border. */
const VIEWS_AXIS_INSET_PX = LABEL_WIDTH_PX + 1;

export function TechniqueLayersView({ slow, fast, filters, scale, transits, widthPx }: TechniqueLayersViewProps) {
  const slowTitle = slow ? it.layers.slowTitle(formatDateIt(slow.request.startDate), formatDateIt(slow.request.endDate)) : '';
  return (
    <>
      {slow && (
        <GroupRows group={slow} title={slowTitle}>
          {(g) => {
            const years = needsYearsAxis(g.request, transits)
              ? yearsAxis(g.request.startDate, g.request.endDate, Math.max(MIN_YEARS_AXIS_PX, widthPx > 0 ? widthPx : scale.widthPx))
              : undefined;
            return (
              <>
                {g.progressedMoon && <ProgressedMoonPanel moon={g.progressedMoon} />}
                <LayerRows events={filterLayerEvents(g.events, filters)} axis={years ?? scale} years={years} title={slowTitle} insetPx={years ? 0 : VIEWS_AXIS_INSET_PX} />
              </>
            );
          }}
        </GroupRows>
      )}
      {fast && (
        <GroupRows group={fast} title={it.layers.fastTitle}>
          {(g) => <LayerRows events={filterLayerEvents(g.events, filters)} axis={scale} title={it.layers.fastTitle} insetPx={VIEWS_AXIS_INSET_PX} />}
        </GroupRows>
      )}
    </>
  );
}
