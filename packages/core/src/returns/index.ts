/** Public surface of the returns module: solar and lunar return instants, return charts and their orb table, the place scan. */
export * from './return-instant.ts';
export * from './return-chart.ts';
export * from './return-orbs.ts';
export * from './place-scan.ts';
export * from './scan-filter.ts';
