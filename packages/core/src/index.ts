/** Public surface of the calculation core. */
export * from './angles.ts';
export * from './aspects.ts';
export * from './bodies.ts';
export * from './chart.ts';
export * from './ephemeris.ts';
export * from './houses.ts';
export * from './lru-cache.ts';
export * from './positions.ts';
export * from './time.ts';
export * from './zodiac.ts';
export * from './natal-points.ts';
export * from './place-codes.ts';
export * from './daily-positions.ts';
export * from './daily-transits.ts';
export * from './transits/index.ts';
export * from './returns/index.ts';
