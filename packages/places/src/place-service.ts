/**
 * Places as the API needs them: suggestions for typed text, and the one place a text names. The
 * offline gazetteer always answers; an external geocoder, when configured, answers first and the
 * gazetteer takes over when it fails or times out.
 */
import type { PlaceKind, PlaceSource } from '@astrolabio/core';
import { createAnswerCache } from './answer-cache.ts';
import { geocode, type GeocodedPlace, type GeocoderConfig } from './geocoder.ts';
import type { PlaceIndex } from './place-index.ts';
import type { Place } from './place.ts';
import { isKnownZone } from './utc-offset.ts';
import { zoneAt } from './zone-at.ts';

export interface PlaceSuggestion {
  formatted: string;
  latitude: number;
  longitude: number;
  /** IANA zone at the place (the geocoder's own when the tz database knows it, else geo-tz's), when found. */
  zone?: string;
  country?: string;
  kind?: PlaceKind;
  province?: string;
  region?: string;
  istat?: string;
  /** GeoNames id of a gazetteer place: decides the rules of the towns that were Italian between the wars. */
  geonameId?: number;
  source: PlaceSource;
}

export interface PlaceServiceOptions {
  gazetteer: PlaceIndex;
  geocoder?: GeocoderConfig;
  fetchFn?: typeof fetch;
  /** Told about every geocoder failure (the service then falls back to the gazetteer). */
  onGeocoderError?: (error: unknown) => void;
}

/** The place a text names, and how many of the gazetteer's places have that same name (1 when certain). */
export interface LocatedPlace {
  place: PlaceSuggestion;
  /** Places of the gazetteer named exactly so, of which `place` ranks first; 1 for a suggestion's own text or the geocoder's answer. */
  namesakes: number;
}

export interface PlaceService {
  suggest(q: string, limit: number): Promise<PlaceSuggestion[]>;
  /**
   * The place a text names: a suggestion's exact `formatted`; else the geocoder's first answer;
   * else the gazetteer's best place with exactly that name. Never a prefix or fuzzy guess: "Xyzzy"
   * or "Castel" name no place (a place other than the one meant would be computed with).
   */
  locate(text: string): Promise<LocatedPlace | undefined>;
}

function fromGazetteer(p: Place): PlaceSuggestion {
  const zone = zoneAt(p.latitude, p.longitude);
  return {
    formatted: p.formatted,
    latitude: p.latitude,
    longitude: p.longitude,
    ...(zone ? { zone } : {}),
    country: p.country,
    kind: p.kind,
    ...(p.province ? { province: p.province } : {}),
    ...(p.region ? { region: p.region } : {}),
    ...(p.istat ? { istat: p.istat } : {}),
    ...(p.geonameId !== undefined ? { geonameId: p.geonameId } : {}),
    source: 'gazetteer',
  };
}

function fromGeocoder({ zone: given, ...p }: GeocodedPlace): PlaceSuggestion {
  // A zone the tz database does not know could not give an offset: geo-tz's from the coordinates instead.
  const zone = given && isKnownZone(given) ? given : zoneAt(p.latitude, p.longitude);
  return { ...p, ...(zone ? { zone } : {}), source: 'geocoder' };
}

/**
 * Geocoder answers kept: a day (places do not move; a renamed one waits a day at worst) and up to
 * 5,000 texts (a few MB at most).
 */
const GEOCODER_CACHE = { maxEntries: 5_000, maxAgeMs: 24 * 3_600_000 };

/** Case and runs of spaces do not make another question upstream. */
function normalizeForCache(q: string): string {
  return q.trim().replace(/\s+/gu, ' ').toLowerCase();
}

export function createPlaceService(options: PlaceServiceOptions): PlaceService {
  const { gazetteer, geocoder } = options;
  const fetchFn = options.fetchFn ?? fetch;

  const answers = createAnswerCache<PlaceSuggestion[]>(GEOCODER_CACHE);

  /** The geocoder's answer, from the cache when the same text and limit were asked lately; failures are not kept. */
  async function fromGeocoderOrNothing(q: string, limit: number): Promise<PlaceSuggestion[] | undefined> {
    if (!geocoder) return undefined;
    const key = `${limit}\u0000${normalizeForCache(q)}`;
    const cached = answers.get(key);
    if (cached) return cached;
    try {
      const found = (await geocode(geocoder, q, limit, fetchFn)).map(fromGeocoder);
      answers.set(key, found);
      return found;
    } catch (error) {
      options.onGeocoderError?.(error);
      return undefined;
    }
  }

  return {
    async suggest(q, limit) {
      const external = await fromGeocoderOrNothing(q, limit);
      if (external && external.length > 0) return external;
      return gazetteer.search(q, limit).map(fromGazetteer);
    },
    async locate(text) {
      const exact = gazetteer.byFormattedText(text);
      if (exact) return { place: fromGazetteer(exact), namesakes: 1 };
      const external = await fromGeocoderOrNothing(text, 1);
      if (external?.[0]) return { place: external[0], namesakes: 1 };
      const named = gazetteer.namedExactly(text);
      return named[0] ? { place: fromGazetteer(named[0]), namesakes: named.length } : undefined;
    },
  };
}
