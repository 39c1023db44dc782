/** Public surface of @astrolabio/places. */
export * from './normalize.ts';
export * from './place.ts';
export * from './place-index.ts';
export * from './gazetteer-file.ts';
export * from './utc-offset.ts';
export * from './local-mean-time.ts';
export * from './austrian-time.ts';
export * from './former-italy/eras.ts';
export * from './former-italy/places.ts';
export * from './german-time.ts';
export * from './resolve-offset.ts';
export * from './zone-at.ts';
export * from './geocoder.ts';
export * from './place-service.ts';
export * from './tz/posix-tz.ts';
export * from './tz/tz-data.ts';
export * from './tz/tz-file.ts';
