/**
 * What the built-in questionnaire needs from a subscribers' database, whichever engine holds it:
 * an embedded SQLite file (sqlite-subscribers.ts, `npm start`'s default) or a Postgres server
 * (postgres-subscribers.ts, DATABASE_URL: several replicas share it). One interface, one test
 * suite run against both (test/subscriber-store.test.ts).
 */

export interface Subscriber {
  email: string;
  /** When the consent box was ticked, ISO-8601 UTC. */
  consentedAt: string;
  /** Which consent sentence was ticked (messages.ts CONSENT_TEXT_VERSION); null for rows older than the record. */
  consentVersion: string | null;
  /** Where from: the client address's keyed hash (consent-record.ts), never the address; null for older rows. */
  sourceHash: string | null;
  /** When the link in the confirmation mail was followed, ISO-8601 UTC; null = not confirmed. */
  confirmedAt: string | null;
  /** A confirmation mail was sent (SMTP configured): unconfirmed, the row expires; false = stored without one. */
  confirmationSent: boolean;
}

/**
 * What is recorded with a new subscription: the consent's text version and origin, and for double
 * opt-in the hashes (SHA-256, hex) of the tokens in the mail's links; the tokens themselves are
 * never stored, so a copy of the database cannot confirm or cancel anyone.
 */
export interface ConsentRecord {
  consentVersion: string;
  sourceHash: string;
  /** null: no confirmation mail (no SMTP), the row stays unconfirmed and does not expire. */
  confirmTokenHash: string | null;
  unsubscribeTokenHash: string | null;
}

/**
 * The storage behind the questionnaire. Asynchronous because Postgres is across a network; every
 * method rejects (never resolves falsely) when the database cannot do what was asked, so a caller
 * never acknowledges an address that was not stored.
 */
export interface SubscriberStore {
  /** Stores the e-mail unless already present (in any case or spacing); the first consent date is kept. */
  add(email: string, now?: Date, consent?: ConsentRecord): Promise<'added' | 'existing'>;
  /** Marks the row whose confirmation token hashes to this as confirmed (kept if already); false when none. */
  confirm(confirmTokenHash: string, now?: Date): Promise<boolean>;
  /** Deletes the row whose unsubscribe token hashes to this; false when none. */
  unsubscribe(unsubscribeTokenHash: string): Promise<boolean>;
  /** Deletes the rows sent a confirmation mail before `sentBefore` and never confirmed; how many. */
  expireUnconfirmed(sentBefore: Date): Promise<number>;
  /** Every subscriber, by consent date, then e-mail (bytewise). */
  list(): Promise<Subscriber[]>;
  /** Deletes the e-mail (any case); false when it was not there. */
  remove(email: string): Promise<boolean>;
  /**
   * Rejects when the store cannot take a write now (for /api/health): a write made and rolled
   * back, and for a file the free space beside it (a rolled-back write never reaches the disk).
   */
  check(): Promise<void>;
  /** SQLite only: a consistent copy of the database into `file`, while it is in use. Postgres: pg_dump (compose.yaml's backup service). */
  backup?(file: string): Promise<void>;
  /** SQLite only: the subscribers replaced by those of the backup `file`, in one transaction; how many there are now. */
  restore?(file: string): Promise<number>;
  close(): Promise<void>;
}

/** One spelling per mailbox: surrounding spaces and letter case do not make a new subscriber. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The row the health check writes and rolls back: not an e-mail address (no `@`), so never a
 * subscriber's, and never committed.
 */
export const HEALTH_PROBE_EMAIL = 'controllo-salute';
