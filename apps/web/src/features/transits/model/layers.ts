/**
 * The timing-technique layers of the transit views (issue 26): the one style table the timeline and
 * the legend read, and the answer of POST /api/tecniche turned into the events the views draw, each
 * with the shared record shape's start, exact instants, end and peak (epoch ms) and its Italian title.
 */
import { formatUtcMinute, TRANSIT_BODY_CODES, type AspectCode, type AspectTimingRecord, type LayerCode, type LunationEclipse, type PointCode, type ProgressedMoonSummary, type TransitBodyCode } from '@astrolabio/core';
import { decodeLunationItem, decodeProgressions, decodeTechniqueAspectItem, type TecnicheResponse } from '@astrolabio/contract';
import {
  agreeingIt,
  ASPECT_NAMES_IT,
  ECLIPSE_KIND_NAMES_IT,
  ECLIPSE_TYPE_NAMES_IT,
  LUNATION_PHASE_NAMES_IT,
  POINT_NAMES_IT,
  SIGN_NAMES_IT,
} from '@astrolabio/names-it';
import { it } from '../../../i18n/it.ts';

/** An aspect that never comes exact in the period is drawn this much fainter than its layer's bar (issue 34). */
export const NEVER_EXACT_OPACITY = 0.4;

/** How each layer is drawn: its colour, and the dash of its bar (none: solid). */
export interface LayerStyle {
  color: string;
  dash: string | null;
}

/** The one style table of the layers: the timeline draws with it, the legend lists it. */
export const LAYER_STYLES: Readonly<Record<LayerCode, LayerStyle>> = {
  transits: { color: '#495057', dash: null },
  progressions: { color: '#2f9e44', dash: null },
  directions: { color: '#e8590c', dash: '6 3' },
  lunations: { color: '#5f3dc4', dash: '2 2' },
};

/** The technique layers a user can add to the transits (the transits are the views' own). */
export const TECHNIQUE_LAYERS: readonly Exclude<LayerCode, 'transits'>[] = ['progressions', 'directions', 'lunations'];

/** One event of a technique layer, as the views draw it. */
export interface LayerEvent {
  key: string;
  layer: Exclude<LayerCode, 'transits'>;
  /** Italian, from the catalogue: «Sole progresso trigono Venere natale». */
  title: string;
  startMs: number;
  endMs: number;
  exactMs: number[];
  peakMs: number;
  /** The smallest orb of an aspect, degrees, at peakMs (0 when exact, and for an instant event). */
  peakOrbDeg: number;
  /** Natal house, when the event has one. */
  house: number | null;
  /** The progressed or directed point whose event it is (the progressed Moon's ingresses: moon), else null. */
  point: PointCode | null;
  /** The aspect, for an aspect to a natal point, else null. */
  aspect: AspectCode | null;
}

const lower = (text: string) => text.toLocaleLowerCase('it');

/** A progressed or directed aspect, decoded by the contract's codec, as the views draw it. */
function aspectEvent(a: AspectTimingRecord): LayerEvent {
  const [point, aspect, natal] = [POINT_NAMES_IT[a.movingPoint], lower(ASPECT_NAMES_IT[a.aspect]), POINT_NAMES_IT[a.natalPoint]];
  const words = it.layers.progressedWord;
  const title = a.layer === 'progressions'
    ? it.layers.progressed(point, agreeingIt(a.movingPoint, words.masculine, words.feminine), aspect, natal)
    : it.layers.directed(point, aspect, natal);
  return {
    key: `${a.layer}-${a.movingPoint}-${a.aspect}-${a.angleDeg}-${a.natalPoint}-${formatUtcMinute(a.startMs)}`,
    layer: a.layer,
    title,
    startMs: a.startMs,
    endMs: a.endMs,
    exactMs: a.exactMs,
    peakMs: a.peak.timeMs,
    peakOrbDeg: a.peak.orbDeg,
    house: a.house,
    point: a.movingPoint,
    aspect: a.aspect,
  };
}

const instantEvent = (key: string, layer: LayerEvent['layer'], title: string, timeMs: number, house: number | null, point: PointCode | null = null): LayerEvent =>
  ({ key, layer, title, startMs: timeMs, endMs: timeMs, exactMs: [timeMs], peakMs: timeMs, peakOrbDeg: 0, house, point, aspect: null });

/** «Eclissi solare anulare in Acquario, casa 11, Saros 121 n. 61». */
function eclipseTitle(e: LunationEclipse, sign: string, house: number): string {
  const saros = e.saros ? it.layers.saros(e.saros.series, e.saros.member) : '';
  return `${it.layers.eclipse(ECLIPSE_KIND_NAMES_IT[e.kind], ECLIPSE_TYPE_NAMES_IT[e.type], sign, house)}${saros}`;
}

/**
 * The answer's events, by layer, each layer's in time order of its start: the answer decoded once,
 * here, by the contract's codecs, and each event titled from its codes through the catalogue.
 */
export function layerEventsFrom(answer: TecnicheResponse): LayerEvent[] {
  const out: LayerEvent[] = [];
  if (answer.progressioni) {
    const p = decodeProgressions(answer.progressioni);
    out.push(...p.records.map(aspectEvent));
    out.push(...p.moonSignIngresses.map((i) => instantEvent(`moon-sign-${formatUtcMinute(i.timeMs)}`, 'progressions', it.layers.moonSign(SIGN_NAMES_IT[i.sign!]), i.timeMs, null, 'moon')));
    out.push(...p.moonHouseIngresses.map((i) => instantEvent(`moon-house-${formatUtcMinute(i.timeMs)}`, 'progressions', it.layers.moonHouse(i.house!), i.timeMs, i.house!, 'moon')));
    out.push(...p.lunationPhases.map((f) => instantEvent(`phase-${formatUtcMinute(f.timeMs)}`, 'progressions', it.layers.phase(LUNATION_PHASE_NAMES_IT[f.phase]), f.timeMs, null)));
  }
  out.push(...(answer.direzioni ?? []).map((a) => aspectEvent(decodeTechniqueAspectItem(a, 'directions'))));
  for (const l of (answer.lunazioni ?? []).map(decodeLunationItem)) {
    const [sign, phase] = [SIGN_NAMES_IT[l.sign], LUNATION_PHASE_NAMES_IT[l.kind]];
    const title = l.eclipse ? eclipseTitle(l.eclipse, sign, l.house) : it.layers.lunation(phase, sign, l.house);
    // An eclipse names the aspect of each natal point it hits; a lunation the points on its degree.
    const contacts = l.eclipse
      ? (l.eclipse.hits.length > 0 ? it.layers.eclipseHits(l.eclipse.hits.map((h) => it.layers.eclipseHit(lower(ASPECT_NAMES_IT[h.aspect]), POINT_NAMES_IT[h.natalPoint]))) : '')
      : (l.contacts.length > 0 ? ` ${it.layers.contacts(l.contacts.map((c) => POINT_NAMES_IT[c.natalPoint]).join(', '))}` : '');
    out.push({
      key: `lunation-${formatUtcMinute(l.exactMs[0]!)}`,
      layer: 'lunations',
      title: `${title}${contacts}`,
      startMs: l.startMs,
      endMs: l.endMs,
      exactMs: l.exactMs,
      peakMs: l.peak.timeMs,
      peakOrbDeg: 0,
      house: l.house,
      point: null,
      aspect: null,
    });
  }
  const order = new Map(TECHNIQUE_LAYERS.map((l, i) => [l, i]));
  return out.sort((a, b) => order.get(a.layer)! - order.get(b.layer)! || a.startMs - b.startMs);
}

/** What the views take from one answer: its events, and the progressed Moon of the day asked for (when progressions were). */
export interface LayerAnswer {
  events: LayerEvent[];
  progressedMoon: ProgressedMoonSummary | null;
}

/** The answer as the views use it: layerEventsFrom, and the progressed Moon's summary decoded by the contract's codec. */
export function layerAnswerFrom(answer: TecnicheResponse): LayerAnswer {
  return { events: layerEventsFrom(answer), progressedMoon: answer.progressioni ? decodeProgressions(answer.progressioni).moon : null };
}

/**
 * The events «Attivo oggi» lists: an aspect in orb now (start ≤ now ≤ end), and an instant event
 * (an ingress, a lunation) of today's UTC day.
 */
export function activeLayerEvents(events: readonly LayerEvent[], nowMs: number): LayerEvent[] {
  const dayStart = Math.floor(nowMs / 86_400_000) * 86_400_000;
  return events.filter((e) => (e.startMs === e.endMs
    ? e.startMs >= dayStart && e.startMs < dayStart + 86_400_000
    : e.startMs <= nowMs && nowMs <= e.endMs));
}

/**
 * The events Tabella Transiti's filters leave: a progressed or directed body not among the chosen
 * planets is hidden (its aspects), and an aspect not chosen (the filter offers the chart's aspects).
 * The Moon stays whatever its box says: that box, off by default over three months («Mostra la
 * Luna»), is about the transiting Moon's 1,700 transits a year; the progressed and directed Moon
 * have a few events a year (decision 0060). The angles (Ascendente, Medio Coeli), which the planet
 * filter does not list, the progressed lunation phases and the lunations stay too.
 */
export function filterLayerEvents(events: readonly LayerEvent[], filters: { planets: readonly TransitBodyCode[]; aspects: readonly AspectCode[] }): LayerEvent[] {
  const planets = new Set<PointCode>(layerPlanets(filters.planets));
  const aspects = new Set(filters.aspects);
  return events.filter((e) => !(e.point !== null && isTransitBody(e.point) && !planets.has(e.point))
    && !(e.aspect !== null && !aspects.has(e.aspect)));
}

/** The moving bodies the layers show for the planet filter's choice: those chosen, and the Moon always. */
export function layerPlanets(chosen: readonly TransitBodyCode[]): TransitBodyCode[] {
  return TRANSIT_BODY_CODES.filter((b) => b === LAYERS_ALWAYS_SHOWN || chosen.includes(b));
}

/** The body the planet filter's box does not hide from the layers (see filterLayerEvents). */
const LAYERS_ALWAYS_SHOWN: TransitBodyCode = 'moon';

const TRANSIT_BODIES = new Set<PointCode>(TRANSIT_BODY_CODES);
const isTransitBody = (p: PointCode): p is TransitBodyCode => TRANSIT_BODIES.has(p);
