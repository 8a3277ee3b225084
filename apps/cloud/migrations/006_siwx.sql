-- Sign-in with X (/siwx/v1): the nonces the cloud issued and the sessions it accepted, for every
-- instance on one database alike. Times are Unix milliseconds (bigint). Expired rows are deleted
-- lazily, a while after they expire, by the inserts below them (no timer).

-- One row per issued nonce. `used_at` is set once, by the one request that consumes it
-- (UPDATE … WHERE used_at IS NULL RETURNING), before its signature is checked: a nonce signs in
-- at most once, whatever the outcome.
CREATE TABLE siwx_nonces (
  nonce text PRIMARY KEY,
  project_id text NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  used_at bigint
);
CREATE INDEX siwx_nonces_by_expiry ON siwx_nonces (expires_at);

-- Accepted sessions; only the SHA-256 of the bearer token is kept, so the table alone lets nobody
-- in. `session` is the JSON the client was answered ({ data, message, signature, cacao }).
CREATE TABLE siwx_sessions (
  token_hash text PRIMARY KEY,
  project_id text NOT NULL,
  chain_id text NOT NULL,
  address text NOT NULL,
  session text NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  revoked_at bigint
);
CREATE INDEX siwx_sessions_by_expiry ON siwx_sessions (expires_at);
