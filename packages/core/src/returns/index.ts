/** Public surface of the returns module: solar and lunar return instants, return charts, the place scan. */
export * from './return-instant.ts';
export * from './return-chart.ts';
export * from './place-scan.ts';
export * from './scan-filter.ts';
