-- Social and Farcaster logins (AUTH.md, "Social login"): a person is the pair (issuer, subject) the
-- identity provider vouches for, never an email the provider merely reports. A user made by such a
-- login has no login email (NULL: the unique index allows many), so nobody logs into it by mail.
ALTER TABLE auth_users ALTER COLUMN email DROP NOT NULL;

CREATE TABLE auth_identities (
  issuer text NOT NULL,
  subject text NOT NULL,
  user_id text NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  -- As the provider last said, for the account screen; never used to find a user.
  display_name text,
  -- Only an email the provider said it verified.
  email text CHECK (email = lower(email)),
  created_at bigint NOT NULL,
  last_login_at bigint NOT NULL,
  PRIMARY KEY (issuer, subject)
);
CREATE INDEX auth_identities_by_user ON auth_identities (user_id);

-- ID token nonces already used, so a token is accepted once on any instance. Only a keyed hash of
-- the issuer and nonce is kept, until the token could no longer be accepted anyway.
CREATE TABLE auth_id_token_nonces (
  nonce_hash text PRIMARY KEY,
  expires_at bigint NOT NULL
);
CREATE INDEX auth_id_token_nonces_by_expiry ON auth_id_token_nonces (expires_at);
