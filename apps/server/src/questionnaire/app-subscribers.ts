/**
 * The subscribers' database as the app uses it: opened from the site's settings (or given by a
 * test), checked at start, and watched (write-availability.ts) so that an outage is logged once,
 * its end once, and /api/health knows at once. null with an external questionnaire.
 */
import type { FastifyBaseLogger } from 'fastify';
import { STARTUP_TEXTS } from '../messages.ts';
import { subscribersLocation, type SiteConfig } from '../site-config.ts';
import type { SubscriberStore } from './subscriber-store.ts';
import { openSubscriberStore } from './subscribers.ts';
import { watchWrites, type WriteAvailability } from './write-availability.ts';

export interface AppSubscribers {
  store: SubscriberStore;
  availability: WriteAvailability;
}

/** The store a test gives (null: none), else the one the settings name; undefined-free. */
export async function openAppSubscribers(given: SubscriberStore | null | undefined, site: SiteConfig, log: FastifyBaseLogger): Promise<AppSubscribers | null> {
  let failedOutsideACall: (err: unknown) => void = () => undefined;
  const store = given !== undefined
    ? given
    : site.questionnaireUrl === null
      ? await openSubscriberStore(subscribersLocation(site), {
        onReplaced: (path) => log.warn({ path }, 'subscribers database file deleted or replaced while running: reopened'),
        // A broken idle connection is the first sign of an outage: said once with the others.
        onConnectionError: (err) => failedOutsideACall(err),
        onMigrationWait: () => log.warn(STARTUP_TEXTS.waitingForMigration),
      })
      : null;
  if (store === null) return null;
  const watched = watchWrites(store, {
    onDown: (err) => log.error({ err }, 'subscribers database unavailable: the form and /api/health answer 503 until a write succeeds again (said once; its end is said too)'),
    onStillDown: (err) => log.debug({ reason: err instanceof Error ? err.message : String(err) }, 'subscribers database still unavailable'),
    onUp: (downForMs) => log.info({ downForMs }, 'subscribers database available again'),
  });
  failedOutsideACall = watched.failed;
  return { store: watched.store, availability: watched.availability };
}
