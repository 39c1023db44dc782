/**
 * The optional external geocoder: an OpenCage-compatible HTTP service (`q`, `key`, `limit`,
 * `language=it`; answers `results[].formatted`, `geometry.lat/lng`, `annotations.timezone.name`).
 * Called by the server only, so the key never reaches the browser.
 */

/** Read from GEOCODER_URL, GEOCODER_KEY and GEOCODER_TIMEOUT_MS by the server at start. */
export interface GeocoderConfig {
  /** Endpoint, e.g. https://api.opencagedata.com/geocode/v1/json */
  url: string;
  key: string;
  timeoutMs: number;
}

export const DEFAULT_GEOCODER_TIMEOUT_MS = 2500;

export interface GeocodedPlace {
  formatted: string;
  latitude: number;
  longitude: number;
  /** IANA zone when the service gives one. */
  zone?: string;
  /** ISO 3166-1 alpha-2, upper case, when the service gives one. */
  country?: string;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

/** One result of the service, or undefined when it lacks a text or valid coordinates. */
function toPlace(r: unknown): GeocodedPlace | undefined {
  if (!isRecord(r) || typeof r.formatted !== 'string' || !isRecord(r.geometry)) return undefined;
  const { lat, lng } = r.geometry;
  if (typeof lat !== 'number' || typeof lng !== 'number' || Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  const timezone = isRecord(r.annotations) && isRecord(r.annotations.timezone) ? r.annotations.timezone.name : undefined;
  const countryCode = isRecord(r.components) ? r.components.country_code : undefined;
  return {
    formatted: r.formatted,
    latitude: lat,
    longitude: lng,
    ...(typeof timezone === 'string' && timezone ? { zone: timezone } : {}),
    ...(typeof countryCode === 'string' && /^[a-z]{2}$/i.test(countryCode) ? { country: countryCode.toUpperCase() } : {}),
  };
}

/** Asks the service; throws on a network error, a timeout, a non-2xx status or an unreadable body. */
export async function geocode(config: GeocoderConfig, q: string, limit: number, fetchFn: typeof fetch = fetch): Promise<GeocodedPlace[]> {
  const url = new URL(config.url);
  url.searchParams.set('q', q);
  url.searchParams.set('key', config.key);
  url.searchParams.set('limit', String(limit));
  url.searchParams.set('language', 'it');
  const response = await fetchFn(url, { signal: AbortSignal.timeout(config.timeoutMs), headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isRecord(body) || !Array.isArray(body.results)) throw new Error('geocoder answered without results');
  return body.results.map(toPlace).filter((p): p is GeocodedPlace => p !== undefined).slice(0, limit);
}
