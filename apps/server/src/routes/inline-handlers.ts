/**
 * The handlers of the rows computed on the main thread (the contract's `compute: { inline }`): the
 * few routes cheap enough, each under the CPU bound its row states and a test measures (health,
 * config, a chart, a day's transits, places). Typed by the table: a row made inline without its
 * handler here, or a handler for a row computed by the pool, is a type error. A technique adds no
 * row here: its rows are computed by its task kind.
 */
import type { AppDeps } from '../app-deps.ts';
import type { SiteConfig } from '../site-config.ts';
import { configHandler } from './config.ts';
import { healthHandler, healthLiveHandler } from './health.ts';
import { luoghiHandler } from './luoghi.ts';
import { resolveLocationHandler } from './resolve-location.ts';
import type { InlineHandlers } from './serve-row.ts';
import { temaNataleHandler } from './tema-natale.ts';
import { transitiSpecificiHandler } from './transiti-specifici.ts';

export function inlineHandlers(deps: AppDeps, site: Omit<SiteConfig, 'sourceCodeUrl'> & { sourceCodeUrl: string }, options: { validateResponses: boolean }): InlineHandlers {
  return {
    health: healthHandler(deps),
    healthLive: healthLiveHandler,
    config: configHandler(site),
    temaNatale: temaNataleHandler(deps, options),
    transitiSpecifici: transitiSpecificiHandler(deps),
    luoghi: luoghiHandler(deps),
    resolveLocation: resolveLocationHandler(deps),
  };
}
