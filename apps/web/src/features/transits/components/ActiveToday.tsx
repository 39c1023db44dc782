/**
 * «Attivo oggi», above the table: the transits in orb at this moment, each applying or separating,
 * when it is exact (the days to its next hit with its local time, or the past hit's date) and the
 * smallest orb of today. The first few, then the rest on demand: a box of fixed height cut a line in
 * half (lines wrap on a phone), and scrolled inside the page.
 */
import { useId, useState } from 'react';
import { Button, List, Text, Title } from '@mantine/core';
import { BODY_NAMES_IT, POINT_NAMES_IT } from '@astrolabio/names-it';
import { ASPECT_GLYPHS, BODY_GLYPHS } from '../../../lib/glyphs.ts';
import { it } from '../../../i18n/it.ts';
import type { ActiveTransit } from '../model/active-today.ts';
import type { LayerEvent } from '../model/layers.ts';
import { layerWhenText } from '../model/layer-rows.ts';
import { activeDetailsText, aspectWord } from '../model/labels.ts';

/** How many lines of each kind (transits, the layers' events) show before «Mostra tutti»: a screenful on a phone, where each wraps to three lines. */
export const ACTIVE_TODAY_FIRST_LINES = 6;

export function ActiveToday({ active, inPeriod, layerEvents = [] }: { active: readonly ActiveTransit[]; inPeriod: boolean; layerEvents?: readonly LayerEvent[] }) {
  const t = it.transits;
  const listId = useId();
  const [showAll, setShowAll] = useState(false);
  const folds = active.length > ACTIVE_TODAY_FIRST_LINES || layerEvents.length > ACTIVE_TODAY_FIRST_LINES;
  // Each kind folded apart, so that a layer just turned on shows its first events under many transits.
  const shownActive = showAll ? active : active.slice(0, ACTIVE_TODAY_FIRST_LINES);
  const shownEvents = showAll ? layerEvents : layerEvents.slice(0, ACTIVE_TODAY_FIRST_LINES);
  return (
    <section aria-labelledby="tt-active-title" className="tt-active">
      <Title order={3} size="h5" id="tt-active-title">{t.activeToday}</Title>
      {!inPeriod ? (
        <Text size="sm" c="dimmed">{t.activeTodayOutside}</Text>
      ) : active.length === 0 && layerEvents.length === 0 ? (
        <Text size="sm" c="dimmed">{t.activeTodayNone}</Text>
      ) : (
        <>
          <List size="sm" spacing={2} listStyleType="none" id={listId}>
            {shownActive.map((a) => {
              const r = a.record;
              return (
                <List.Item key={`${r.transitBody}-${r.natalPoint}-${r.aspect}-${r.angleDeg}-${r.startMs}`}>
                  <span aria-hidden="true">{BODY_GLYPHS[r.transitBody]} {ASPECT_GLYPHS[r.aspect]} </span>
                  <strong>{t.periodTitle(BODY_NAMES_IT[r.transitBody], aspectWord(r.aspect), t.natalPoint(POINT_NAMES_IT[r.natalPoint]))}</strong>
                  {activeDetailsText(a)}
                </List.Item>
              );
            })}
            {shownEvents.map((e) => (
              <List.Item key={e.key} data-layer={e.layer}><strong>{e.title}</strong>, {layerWhenText(e)}</List.Item>
            ))}
          </List>
          {folds && (
            <Button variant="subtle" size="compact-sm" mt={2} aria-expanded={showAll} aria-controls={listId} onClick={() => setShowAll(!showAll)}>
              {showAll ? t.activeTodayFewer : t.activeTodayAll(active.length + layerEvents.length)}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
