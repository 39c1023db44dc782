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
  /** Which key made sourceHash (consent-key.ts consentKeyId); absent for rows recorded before the id. */
  sourceKeyId?: string;
  /** null: no confirmation mail (no SMTP), the row stays unconfirmed and does not expire. */
  confirmTokenHash: string | null;
  unsubscribeTokenHash: string | null;
}

/** What a subscription records when the confirmation mail goes through the outbox: the tokens are made when it is sent. */
export interface MailedConsentRecord {
  consentVersion: string;
  sourceHash: string;
  /** Which key made sourceHash (consent-key.ts consentKeyId): rows outlive a key's rotation. */
  sourceKeyId: string;
  /**
   * SHA-256 of a token nobody holds, until the outbox sends the mail with a real one: the row counts
   * as mailed (it expires unconfirmed) even if the mail never leaves.
   */
  placeholderConfirmHash: string;
}

/** A mail the outbox has to send (taken by nextMail: no other replica sends it until the lease ends). */
export interface QueuedMail {
  email: string;
  /** Including this one. */
  attempts: number;
  /** When the visitor asked, ISO-8601 UTC. */
  queuedAt: string;
  /** Confirmed already: the mail says so (and how to cancel) instead of asking to confirm. */
  confirmed: boolean;
}

/** A subscriber's row with every column, for copies between databases (backups, restores). */
export interface SubscriberRow {
  email: string;
  consentedAt: string;
  consentVersion: string | null;
  sourceHash: string | null;
  sourceKeyId: string | null;
  confirmedAt: string | null;
  confirmTokenHash: string | null;
  unsubscribeTokenHash: string | null;
  lastMailedAt: string | null;
}

/**
 * The storage behind the questionnaire. Asynchronous because Postgres is across a network; every
 * method rejects (never resolves falsely) when the database cannot do what was asked, so a caller
 * never acknowledges an address that was not stored.
 */
export interface SubscriberStore {
  /** Stores the e-mail unless already present (in any case or spacing); the first consent date is kept. */
  add(email: string, now?: Date, consent?: ConsentRecord): Promise<'added' | 'existing'>;
  /**
   * The double opt-in's subscription (issue 33), the same statements whether the address is new or
   * not, and nothing returned, so neither the answer nor its time tells: a new address is stored; an
   * unconfirmed one has its consent renewed; a confirmed one is left as it is. In the same
   * transaction a mail is queued for the address, unless one was sent to it within `mailCooldownMs`
   * or one is queued already (the form must not become a way to flood a mailbox).
   */
  subscribeWithMail(email: string, now: Date, record: MailedConsentRecord, mailCooldownMs: number): Promise<void>;
  /** The next mail due at `now`, leased until `leaseUntil` (its attempts counted); undefined when none is due. */
  nextMail(now: Date, leaseUntil: Date): Promise<QueuedMail | undefined>;
  /** Stores the hashes of the tokens the mail about to go carries (confirm: null = keep, for a confirmed row); false when the row is gone. */
  prepareMail(email: string, hashes: { confirmTokenHash: string | null; unsubscribeTokenHash: string }): Promise<boolean>;
  /** The mail went: out of the outbox, and the address's last mail noted (for the cooldown). */
  mailSent(email: string, now: Date): Promise<void>;
  /** The mail did not go: tried again at `retryAt`; null = never (out of the outbox, and an unconfirmed row deleted: nobody could confirm it). */
  mailFailed(email: string, retryAt: Date | null, reason: string): Promise<void>;
  /** The value of a setting kept in the database, storing `fresh` first when there is none (two replicas at once agree on one). */
  settingOrCreate(name: string, fresh: string): Promise<string>;
  /** A setting's value, or undefined. */
  setting(name: string): Promise<string | undefined>;
  putSetting(name: string, value: string): Promise<void>;
  /** Every row with every column (for a restore's source and comparison). */
  exportRows(): Promise<SubscriberRow[]>;
  /**
   * In one transaction: `replace` deletes every row first, `merge` keeps them; then the rows are
   * added (an address already there keeps its own row). How many rows were added.
   */
  importRows(rows: readonly SubscriberRow[], mode: 'replace' | 'merge'): Promise<number>;
  /**
   * A copy of the subscribers as they are now, before a restore changes them; where it is (a file
   * beside SQLite's, a table in Postgres), for the operator.
   */
  safetyCopy(stamp: string): Promise<string>;
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
