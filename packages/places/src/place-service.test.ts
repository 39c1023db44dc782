/** The place service's handling of the external geocoder's zones, with a stubbed fetch and an empty gazetteer. */
import { describe, expect, it } from 'vitest';
import { PlaceIndex } from './place-index.ts';
import { createPlaceService } from './place-service.ts';

function serviceAnswering(results: unknown[]) {
  const fetchFn = (() => Promise.resolve(Response.json({ results }))) as typeof fetch;
  return createPlaceService({ gazetteer: new PlaceIndex([]), geocoder: { url: 'http://stub/geocode', key: 'k', timeoutMs: 1000 }, fetchFn });
}

const ROMA = { formatted: 'Roma, Lazio, Italia', geometry: { lat: 41.9, lng: 12.5 } };

describe('createPlaceService with a geocoder: the zone of a result', () => {
  it('keeps a zone the tz database knows, even where geo-tz would say another', async () => {
    const [place] = await serviceAnswering([{ ...ROMA, annotations: { timezone: { name: 'Europe/Vatican' } } }]).suggest('roma', 1);
    expect(place).toMatchObject({ zone: 'Europe/Vatican', source: 'geocoder' });
  });

  it.each(['Mars/Olympus_Mons', 'CET+1', 'not a zone'])('replaces an unknown zone (%s) by geo-tz\'s from the coordinates', async (name) => {
    const service = serviceAnswering([{ ...ROMA, annotations: { timezone: { name } } }]);
    expect(await service.suggest('roma', 1)).toEqual([{ formatted: 'Roma, Lazio, Italia', latitude: 41.9, longitude: 12.5, zone: 'Europe/Rome', source: 'geocoder' }]);
    expect((await service.locate('roma'))?.place.zone).toBe('Europe/Rome');
  });

  it('finds the zone from the coordinates when the service gives none', async () => {
    expect((await serviceAnswering([ROMA]).locate('roma'))?.place.zone).toBe('Europe/Rome');
  });
});

describe('createPlaceService: the geocoder\'s answers are cached (issue 22: each call costs money upstream)', () => {
  it('asks upstream once for the same text in any case or spacing, again for another text; a failure is not kept', async () => {
    const asked: string[] = [];
    let failNext = false;
    const fetchFn = ((url: string) => {
      asked.push(new URL(url).searchParams.get('q') ?? '');
      if (failNext) {
        failNext = false;
        return Promise.resolve(new Response('no', { status: 500 }));
      }
      return Promise.resolve(Response.json({ results: [ROMA] }));
    }) as typeof fetch;
    const service = createPlaceService({ gazetteer: new PlaceIndex([]), geocoder: { url: 'http://stub/geocode', key: 'k', timeoutMs: 1000 }, fetchFn });
    const first = await service.suggest('roma', 5);
    expect(await service.suggest('  ROMA ', 5)).toEqual(first);
    expect(asked).toHaveLength(1);
    failNext = true;
    expect(await service.suggest('milano', 5)).toEqual([]);
    await service.suggest('milano', 5);
    expect(asked).toHaveLength(3);
  });
});
