/**
 * The «Mirata» map (plain SVG; a chunk of its own, with the coastlines and the names): for the
 * year's return, the world shaded by the natal house the return Ascendant falls in, the vetoed
 * zones hatched, the astrocartography lines, the coastlines and place names of the zoom on screen,
 * home and the choices found on top. It only draws: the geometry is map/'s, the field and the lines
 * come from POST /api/mirata/campo for the region on screen. Keyboard: arrows pan, + and − zoom,
 * Tab reaches each place (Enter shows it in the list).
 */
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { Alert, Button, Checkbox, Chip, Group, Loader, Stack, Text } from '@mantine/core';
import { MIRATA_READ_BODIES, type MirataBody } from '@astrolabio/core';
import { BODY_NAMES_IT, houseRomanIt } from '@astrolabio/names-it';
import { it } from '../../../i18n/it.ts';
import { BODY_GLYPHS } from '../../../lib/glyphs.ts';
import { GLYPH_FONT_FAMILY } from '../../../lib/glyph-font-family.ts';
import type { NatalRequest } from '../../../result-tabs/tab-spec.ts';
import { useMirataField } from '../api/mirata-campo.ts';
import type { MirataPlaces } from '../api/mirata-luoghi.ts';
import { coastDetailFor, coastPaths, loadCoastShapes, type CoastShapes } from '../map/coastlines.ts';
import { fieldPaths } from '../map/field-paths.ts';
import { fieldRegionFor } from '../map/field-request.ts';
import { CITY_DOT_GAP_PX, CITY_FONT_PX, COUNTRY_FONT_PX, placeLabels } from '../map/label-placement.ts';
import { linePaths, spreadLabels } from '../map/line-paths.ts';
import labelsFile from '../map/map-labels.json';
import type { MapLabelsFile } from '../map/map-labels-file.ts';
import { BODY_LINE_COLORS, FIELD_OPACITY, HOME_COLOR, HOUSE_FILLS, NATAL_LINE_DASH, VERDICT_COLORS, VETO_HATCH } from '../map/map-style.ts';
import { MAP_HEIGHT_PX, MAP_WIDTH_PX, mapFrame, onScreen, panView, viewFitting, WORLD_VIEW, zoomView, type MapView, type PanStep } from '../map/map-view.ts';
import { zodiacBody, type Home, type MirataSearch } from '../search/mirata-search.ts';
import { ruleCopyWire } from '../rules/rule-copy.ts';
import { choiceKey } from './choice-key.ts';

const T = it.mirata;
const LABELS = labelsFile as MapLabelsFile;
const PAN_KEYS: Readonly<Record<string, PanStep>> = { ArrowUp: 'north', ArrowDown: 'south', ArrowLeft: 'west', ArrowRight: 'east' };

export interface MirataMapProps {
  natal: NatalRequest;
  search: MirataSearch;
  home: Home;
  places: MirataPlaces | undefined;
  view: MapView;
  onViewChange: (view: MapView) => void;
  homeView: MapView;
  natalLines: boolean;
  onNatalLinesChange: (on: boolean) => void;
  selected: string | null;
  onSelect: (key: string) => void;
}


function useCoast(detail: '110m' | '50m'): CoastShapes | null {
  const [shapes, setShapes] = useState<{ detail: string; shapes: CoastShapes } | null>(null);
  useEffect(() => {
    let live = true;
    void loadCoastShapes(detail).then((s) => live && setShapes({ detail, shapes: s }));
    return () => {
      live = false;
    };
  }, [detail]);
  return shapes?.shapes ?? null;
}

export default function MirataMap(props: MirataMapProps) {
  const { natal, search, home, places, view, onViewChange, homeView, natalLines, onNatalLinesChange, selected, onSelect } = props;
  const [bodies, setBodies] = useState<MirataBody[]>([...MIRATA_READ_BODIES]);
  const [returnLines, setReturnLines] = useState(true);
  const frame = useMemo(() => mapFrame(view), [view]);
  const coast = useCoast(coastDetailFor(frame));
  const region = useMemo(() => fieldRegionFor(frame), [frame]);
  const regole = ruleCopyWire(search.rules);
  const field = useMirataField({
    natal,
    year: search.year,
    ...zodiacBody(search.zodiac),
    ...(regole ? { regole } : {}),
    ...region,
    linee: { rivoluzione: true, natale: natalLines },
  });
  const drawnField = useMemo(() => (field.data ? fieldPaths(field.data.grid, field.data.cells, frame) : null), [field.data, frame]);
  const drawnLines = useMemo(() => (field.data ? linePaths(field.data.lines, frame) : []), [field.data, frame]);
  const coastDrawn = useMemo(() => (coast ? coastPaths(coast, frame) : null), [coast, frame]);
  const choices = useMemo(() => (places?.choices ?? []).map((c) => ({ c, xy: frame.project(c.longitude, c.latitude) })).filter((p) => onScreen(p.xy)), [places, frame]);
  const homeXy = frame.project(home.longitude, home.latitude);
  const labels = useMemo(() => placeLabels(LABELS, frame, choices.map(({ xy: [x, y] }) => ({ x0: x - 6, y0: y - 6, x1: x + 6, y1: y + 6 }))), [frame, choices]);
  const shownLines = spreadLabels(drawnLines.filter((l) => bodies.includes(l.body) && (l.chart === 'natal' ? natalLines : returnLines) && l.d !== ''));

  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget) return;
    const pan = PAN_KEYS[e.key];
    if (pan) onViewChange(panView(view, pan));
    else if (e.key === '+' || e.key === '=') onViewChange(zoomView(view, 'in'));
    else if (e.key === '-' || e.key === '−') onViewChange(zoomView(view, 'out'));
    else return;
    e.preventDefault();
  };

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <Button.Group>
          <Button variant="default" size="compact-sm" onClick={() => onViewChange(zoomView(view, 'in'))} aria-label={T.zoomIn}>+</Button>
          <Button variant="default" size="compact-sm" onClick={() => onViewChange(zoomView(view, 'out'))} aria-label={T.zoomOut}>−</Button>
        </Button.Group>
        <Button.Group>
          <Button variant="default" size="compact-sm" onClick={() => onViewChange(panView(view, 'west'))} aria-label={T.panWest}>←</Button>
          <Button variant="default" size="compact-sm" onClick={() => onViewChange(panView(view, 'north'))} aria-label={T.panNorth}>↑</Button>
          <Button variant="default" size="compact-sm" onClick={() => onViewChange(panView(view, 'south'))} aria-label={T.panSouth}>↓</Button>
          <Button variant="default" size="compact-sm" onClick={() => onViewChange(panView(view, 'east'))} aria-label={T.panEast}>→</Button>
        </Button.Group>
        <Button variant="light" size="compact-sm" onClick={() => onViewChange(homeView)}>{T.viewHome}</Button>
        <Button variant="light" size="compact-sm" onClick={() => onViewChange(viewFitting([home, ...(places?.choices ?? [])]))}>{T.viewPlaces}</Button>
        <Button variant="light" size="compact-sm" onClick={() => onViewChange(WORLD_VIEW)}>{T.viewWorld}</Button>
        {field.isFetching && <Loader size="xs" aria-label={T.mapLoading} />}
      </Group>
      <div
        className="mirata-map"
        tabIndex={0}
        role="group"
        aria-label={T.mapLabel(search.year)}
        aria-describedby="mirata-map-keys"
        onKeyDown={onKey}
        data-testid="mirata-map"
      >
        <svg viewBox={`0 0 ${MAP_WIDTH_PX} ${MAP_HEIGHT_PX}`} style={{ width: '100%', height: 'auto', display: 'block', background: '#e7eff7' }}>
          <defs>
            <pattern id="mirata-veto" width={6} height={6} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
              <line x1={0} y1={0} x2={0} y2={6} stroke={VETO_HATCH} strokeWidth={1.4} />
            </pattern>
            <clipPath id="mirata-frame"><rect width={MAP_WIDTH_PX} height={MAP_HEIGHT_PX} /></clipPath>
          </defs>
          <g clipPath="url(#mirata-frame)" aria-hidden="true">
            {coastDrawn && <path d={coastDrawn.land} fill="#f4f1ea" stroke="none" />}
            {drawnField && (
              <g opacity={FIELD_OPACITY} data-testid="mirata-field">
                {drawnField.houses.map((d, i) => d && <path key={i} d={d} fill={HOUSE_FILLS[i]} data-house={i + 1} />)}
              </g>
            )}
            {drawnField && drawnField.vetoed && <path d={drawnField.vetoed} fill="url(#mirata-veto)" opacity={0.45} data-testid="mirata-veto" />}
            {coastDrawn && (
              <>
                <path d={coastDrawn.borders} fill="none" stroke="#8c8c8c" strokeWidth={0.5} strokeDasharray="2 2" />
                <path d={coastDrawn.coast} fill="none" stroke="#3d5a73" strokeWidth={0.9} />
              </>
            )}
            <g data-testid="mirata-lines" fontFamily={`"${GLYPH_FONT_FAMILY}", "DejaVu Sans", sans-serif`} fontSize={11}>
              {shownLines.map((l) => (
                <g key={l.key} data-line={l.key}>
                  <path d={l.d} fill="none" stroke={BODY_LINE_COLORS[l.body]} strokeWidth={l.chart === 'return' ? 1.6 : 1.2} strokeDasharray={l.chart === 'natal' ? NATAL_LINE_DASH : undefined} />
                  {l.label && (
                    <text x={l.label[0] + 3} y={l.label[1] + 10} fill={BODY_LINE_COLORS[l.body]} stroke="#fff" strokeWidth={3} paintOrder="stroke">
                      {`${BODY_GLYPHS[l.body]}${T.angle[l.angle]}`}
                    </text>
                  )}
                </g>
              ))}
            </g>
            <g fontFamily="'DejaVu Sans', sans-serif" fill="#333" stroke="#fff" strokeWidth={2.5} paintOrder="stroke">
              {labels.countries.map((l) => <text key={`c${l.text}`} x={l.x} y={l.y} fontSize={COUNTRY_FONT_PX} textAnchor="middle" dominantBaseline="middle" letterSpacing={1} fill="#6b5b45">{l.text.toUpperCase()}</text>)}
              {labels.cities.map((l) => (
                <g key={`p${l.text}${l.x}`}>
                  <circle cx={l.x} cy={l.y} r={1.8} fill="#333" stroke="none" />
                  <text x={l.x + CITY_DOT_GAP_PX} y={l.y} fontSize={CITY_FONT_PX} dominantBaseline="middle">{l.text}</text>
                </g>
              ))}
            </g>
            {onScreen(homeXy) && (
              <rect x={homeXy[0] - 5} y={homeXy[1] - 5} width={10} height={10} fill={HOME_COLOR} stroke="#fff" strokeWidth={1.5}>
                <title>{`${T.mapHome}: ${home.nome}`}</title>
              </rect>
            )}
          </g>
          {/* The places: what the keyboard and screen readers reach (the rest of the drawing is described by the legend). */}
          {choices.map(({ c, xy }) => {
            const key = choiceKey(c);
            const label = T.placeOnMap(c.name, T.verdictScore(T.verdict[c.verdict], c.score));
            return (
              <g
                key={key}
                role="button"
                tabIndex={0}
                aria-label={label}
                aria-pressed={selected === key}
                onClick={() => onSelect(key)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    onSelect(key);
                  }
                }}
                className="mirata-map-place"
              >
                <title>{label}</title>
                <circle cx={xy[0]} cy={xy[1]} r={selected === key ? 7 : 5} fill={VERDICT_COLORS[c.verdict]} stroke="#fff" strokeWidth={1.5} />
              </g>
            );
          })}
        </svg>
      </div>
      <Text id="mirata-map-keys" size="xs" c="dimmed">{T.mapKeys}</Text>
      {field.isError && <Alert color="red" variant="light">{field.error.message}</Alert>}
      <MapLegend
        step={field.data?.grid.stepDeg ?? region.passoGradi}
        bodies={bodies}
        onBodies={setBodies}
        returnLines={returnLines}
        onReturnLines={setReturnLines}
        natalLines={natalLines}
        onNatalLines={onNatalLinesChange}
      />
      <Text size="xs" c="dimmed">{T.mapAttribution}</Text>
    </Stack>
  );
}

function MapLegend({ step, bodies, onBodies, returnLines, onReturnLines, natalLines, onNatalLines }: {
  step: number;
  bodies: MirataBody[];
  onBodies: (b: MirataBody[]) => void;
  returnLines: boolean;
  onReturnLines: (on: boolean) => void;
  natalLines: boolean;
  onNatalLines: (on: boolean) => void;
}) {
  return (
    <Stack gap={6}>
      <Text size="xs">{T.mapFieldNote(`${step.toLocaleString('it-IT')}°`)}</Text>
      <Group gap={6} wrap="wrap" aria-label={T.mapTitle} role="list">
        {HOUSE_FILLS.map((fill, i) => (
          <Group key={fill} gap={4} role="listitem">
            <span aria-hidden="true" style={{ display: 'inline-block', width: 14, height: 14, background: fill, border: '1px solid #999' }} />
            <Text size="xs">{T.mapHouse(houseRomanIt(i + 1))}</Text>
          </Group>
        ))}
        <Group gap={4} role="listitem">
          <svg width={14} height={14} aria-hidden="true"><rect width={14} height={14} fill="url(#mirata-veto)" stroke="#999" /></svg>
          <Text size="xs">{T.mapVetoed}</Text>
        </Group>
      </Group>
      <Group gap="md" wrap="wrap">
        <Text size="sm" fw={500}>{T.linesTitle}</Text>
        <Checkbox size="xs" label={T.linesReturn} checked={returnLines} onChange={(e) => onReturnLines(e.currentTarget.checked)} />
        <Checkbox size="xs" label={T.linesNatal} checked={natalLines} onChange={(e) => onNatalLines(e.currentTarget.checked)} />
      </Group>
      <Chip.Group multiple value={bodies} onChange={(v) => onBodies(v as MirataBody[])}>
        <Group gap={4} wrap="wrap" role="group" aria-label={T.linesBodies}>
          {MIRATA_READ_BODIES.map((b) => (
            <Chip key={b} value={b} size="xs" color={BODY_LINE_COLORS[b]} variant="outline">{BODY_NAMES_IT[b]}</Chip>
          ))}
        </Group>
      </Chip.Group>
    </Stack>
  );
}
