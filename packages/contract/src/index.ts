/**
 * Public surface of the API contract: what the server validates and documents and the web app
 * parses, in one browser-safe package (zod/mini, no Node). See docs/decisions/0040-api-contract.md.
 */
export * from './limits.ts';
export * from './spec-texts.ts';
export * from './messages.ts';
export * from './schemas/fields.ts';
export * from './schemas/names.ts';
export * from './schemas/error.ts';
export * from './schemas/health.ts';
export * from './schemas/config.ts';
export * from './schemas/settings.ts';
export * from './schemas/birth-data.ts';
export * from './schemas/natal-data.ts';
export * from './schemas/tema-natale.ts';
export * from './schemas/transiti-mensili.ts';
export * from './schemas/transiti-specifici.ts';
export * from './schemas/transiti.ts';
export * from './schemas/luoghi.ts';
export * from './schemas/resolve-location.ts';
export * from './schemas/rivoluzione-solare.ts';
export * from './schemas/tecniche.ts';
export * from './schemas/coppia.ts';
export * from './schemas/mirata.ts';
export * from './routes.ts';
export * from './codecs/transit-item.ts';
export * from './codecs/natal-chart.ts';
export * from './codecs/daily-positions.ts';
export * from './codecs/technique-aspect.ts';
export * from './codecs/lunation.ts';
export * from './codecs/progressions.ts';
export * from './codecs/returns.ts';
export * from './codecs/coppia.ts';
export * from './codecs/mirata.ts';
export * from './codecs/mirata-sentences.ts';
export * from './mirata-rules-it.ts';
export * from './csv.ts';
