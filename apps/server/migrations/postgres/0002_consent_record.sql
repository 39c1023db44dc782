-- The consent record and double opt-in (issue 22): which consent sentence was ticked, a keyed hash
-- of the client address (never the address), when the confirmation link was followed, and the
-- SHA-256 of the tokens in the mail's links (never the tokens). Rows from before stay NULL: no
-- recorded version, no confirmation mail, so they neither expire nor count as confirmed.
ALTER TABLE subscribers
  ADD COLUMN consent_version text,
  ADD COLUMN source_hash text,
  ADD COLUMN confirmed_at timestamptz,
  ADD COLUMN confirm_token_hash text UNIQUE,
  ADD COLUMN unsubscribe_token_hash text UNIQUE;
