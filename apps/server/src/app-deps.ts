/**
 * What the routes are given by buildApp (app.ts): the ephemeris, the places, the subscriber store,
 * the source archive and the compute pool. Its own module, so a route needs nothing of app.ts (which
 * imports every route) and the imports run one way: app.ts -> routes -> app-deps.ts.
 */
import type { Ephemeris } from '@astrolabio/core';
import type { PlaceService } from '@astrolabio/places';
import type { SubscriberStore } from './questionnaire/subscriber-store.ts';
import type { WriteAvailability } from './questionnaire/write-availability.ts';
import type { SourceArchive } from './source-archive.ts';
import type { ComputePool } from './compute-pool/compute-pool.ts';

export interface AppDeps {
  ephemeris: Ephemeris;
  ephemerisVersion: string;
  /** Gazetteer (loaded once) and, with a geocoder configured, the external place search. */
  places: PlaceService;
  /** Where the built-in questionnaire stores e-mails: opened and checked at build; null with an external questionnaire. */
  subscribers: SubscriberStore | null;
  /** Whether the subscribers' database takes writes, as its last uses showed (null with no database). */
  subscribersAvailability: WriteAvailability | null;
  /** The source of this version for /sorgente.tar.gz; undefined = none to offer. */
  sourceArchive: SourceArchive | undefined;
  /** Worker threads for every task kind's answers (closed with the app). */
  pool: ComputePool;
}
