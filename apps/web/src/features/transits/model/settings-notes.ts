/**
 * What Tabella Transiti's header and printout say of the chart's transit settings (issue 25): the
 * transit orbs and the house cusps, only when they are not the defaults — the chart header already
 * names Lilith, the aspects and the natal orbs, and a default says nothing new.
 */
import { DEFAULT_TRANSIT_MAX_ORB_DEG, inAspectOrder, settingsChanges, widestOrbDeg, type CalculationSettings } from '@astrolabio/core';
import { ASPECT_NAMES_IT } from '@astrolabio/names-it';
import { it } from '../../../i18n/it.ts';

/** One line per setting that differs: the chosen aspects' transit orbs (each with its Sole/Luna orb), the cusps. */
export function transitSettingsNotes(settings: CalculationSettings): string[] {
  const changed = settingsChanges(settings);
  const notes: string[] = [];
  if (changed.transitOrbs) {
    const orbs = inAspectOrder(settings.aspects).map((a) =>
      it.results.header.orbValue(ASPECT_NAMES_IT[a], settings.transitOrbs[a].orbDeg, settings.transitOrbs[a].luminaryOrbDeg));
    notes.push(it.transits.settingsOrbs(orbs.join('; ')));
  }
  if (changed.cusps) notes.push(it.transits.settingsCusps);
  return notes;
}

/** The widest transit orb of the chosen aspects: the «in orbita» bars' limit the legend states. */
export function widestTransitOrbDeg(settings: CalculationSettings): number {
  return widestOrbDeg(settings.transitOrbs, settings.aspects) || DEFAULT_TRANSIT_MAX_ORB_DEG;
}
