/** Public surface of the Italian name catalogue. */
export * from './names.ts';
export * from './format.ts';
export * from './technique-names.ts';
