/** Public surface of the «Mirata» method: the rules as data, the reading, the searches, the plan, the map. */
export * from './rule-set.ts';
export * from './house-placer.ts';
export * from './placements.ts';
export * from './reading.ts';
export * from './travel-limits.ts';
export * from './choices.ts';
export * from './place-readings.ts';
export * from './search.ts';
export * from './plan.ts';
export * from './field.ts';
export * from './astrocartography.ts';
