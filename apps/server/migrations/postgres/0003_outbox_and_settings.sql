-- Issue 33: the mail outbox (a subscription queues its mail, the outbox sends it after the answer,
-- with retries, so the form never waits on the mail server), settings kept in the database (the
-- consent key when none is configured, the last backup's outcome), which key made each source_hash,
-- and when each address was last mailed (a cooldown against flooding a mailbox).
ALTER TABLE subscribers
  ADD COLUMN source_key_id text,
  ADD COLUMN last_mailed_at timestamptz;

CREATE TABLE astrolabio_settings (
  name text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE mail_outbox (
  email text PRIMARY KEY REFERENCES subscribers (email) ON DELETE CASCADE,
  queued_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  last_error text
);
