-- The built-in questionnaire's subscribers (the Postgres twin of sqlite-subscribers.ts's table):
-- one row per e-mail, stored trimmed and lower-cased by the server, so the primary key is the
-- unique-e-mail rule, kept by the database under any number of replicas writing at once.
CREATE TABLE subscribers (
  email text PRIMARY KEY,
  consented_at timestamptz NOT NULL
);
