/** The places found, and home, on a simple map (SVG of the land outline; no tiles): a point per place, a click opens its return. */
import { useMemo } from 'react';
import { formatZodiacIt } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';
import type { Mirata } from '../api/mirata.ts';
import type { ReturnPlace } from '../api/natal-request.ts';
import { landPath, MAP_HEIGHT, MAP_WIDTH, mapProjection, projectPoint } from '../map-geometry.ts';

const T = it.solarReturn.mirata;

export default function MirataMap({ results, home, onOpen }: { results: Mirata['results']; home: ReturnPlace; onOpen: (place: ReturnPlace) => void }) {
  const drawn = useMemo(() => {
    const projection = mapProjection([home, ...results]);
    return {
      land: landPath(projection),
      home: projectPoint(projection, home),
      points: results.map((r) => ({ r, xy: projectPoint(projection, r) })),
    };
  }, [results, home]);
  return (
    <figure style={{ margin: 0 }}>
      <svg viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} role="img" aria-label={T.mapLabel(results.length)} style={{ width: '100%', maxWidth: MAP_WIDTH, background: '#eef4fa', borderRadius: 4 }}>
        <path d={drawn.land} fill="#dfe6d6" stroke="#9aa58f" strokeWidth={0.5} />
        {drawn.points.map(({ r, xy }) => xy && (
          <circle
            key={`${r.name}|${r.latitude}|${r.longitude}`}
            cx={xy[0]}
            cy={xy[1]}
            r={4}
            fill="#1c7ed6"
            fillOpacity={0.75}
            stroke="#fff"
            strokeWidth={1}
            style={{ cursor: 'pointer' }}
            onClick={() => onOpen({ latitude: r.latitude, longitude: r.longitude, nome: r.name })}
          >
            <title>{`${r.name} — ${T.inNatalHouse(formatZodiacIt(r.ascendantDeg), r.ascendantNatalHouse)}`}</title>
          </circle>
        ))}
        {drawn.home && (
          <g>
            <rect x={drawn.home[0] - 5} y={drawn.home[1] - 5} width={10} height={10} fill="#e8590c" stroke="#fff" />
            <title>{`${T.mapHome}: ${home.nome}`}</title>
          </g>
        )}
      </svg>
      <figcaption style={{ fontSize: 12, color: 'var(--mantine-color-dimmed)' }}>{T.mapTitle}</figcaption>
    </figure>
  );
}
