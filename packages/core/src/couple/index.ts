/** Public surface of the relationship charts: Sinastria, Tema composito, Tema Davison, transits of a couple. */
export * from './midpoints.ts';
export * from './synastry.ts';
export * from './composite.ts';
export * from './davison.ts';
export * from './nearest-place.ts';
export * from './couple-transits.ts';
export * from './chart-kinds.ts';
