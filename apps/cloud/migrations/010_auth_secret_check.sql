-- Every instance on this database must use the same auth secret (AUTH_SECRET): codes, sessions and
-- signed challenges made under one secret are refused under another, so an instance started with
-- its own (say, generated in its own data directory) would answer every other instance's users
-- wrongly. The first instance records a check of its secret; each one compares its own at start.
-- Kept: a random salt and scrypt(secret, salt), a slow hash, never the secret itself.
CREATE TABLE auth_secret_check (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  salt text NOT NULL,
  check_hash text NOT NULL,
  created_at bigint NOT NULL
);
