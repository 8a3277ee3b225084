-- Sign In With Farcaster's relay channels (/farcaster/v1): one row per channel a page opened, for
-- every instance on one database alike. Times are Unix milliseconds (bigint). Expired rows are
-- deleted lazily by the inserts after them (no timer).
--
-- Only the SHA-256 of the channel token is kept: the table alone reads no channel's status. A
-- channel is completed once (`completed_at`, set by the one /authenticate that wins the UPDATE) and
-- logged in with once (`used_at`, set by the one /auth/v1/farcaster/login that wins).
CREATE TABLE farcaster_channels (
  token_hash text PRIMARY KEY,
  nonce text NOT NULL,
  domain text NOT NULL,
  siwe_uri text NOT NULL,
  -- The JSON of the channel's creation request and its URL (what /status answers while pending).
  request text NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  completed_at bigint,
  -- The JSON of the verified completion: message, signature, fid and the registry's profile.
  result text,
  used_at bigint
);
CREATE INDEX farcaster_channels_by_expiry ON farcaster_channels (expires_at);
