/** Birth data the API tests and the benchmarks send: one chart, so that their figures speak of the same thing. */

/** The spec's main-screen defaults (1990-01-01 12:00, timezone 1) in Rome, as POST /api/tema-natale takes them. */
export const ROME_1990 = { datetime: '1990-01-01T12:00', latitude: 41.9028, longitude: 12.4964, timezone: 1 };
