/** Public surface of the transit engine. */
export * from './bodies.ts';
export * from './crossings.ts';
export * from './engine.ts';
export * from './house-ingresses.ts';
export * from './paths.ts';
export * from './polish.ts';
export * from './sampling.ts';
export * from './stations.ts';
export * from './track.ts';
export * from './views.ts';
export * from './motion.ts';
