-- Passkeys (WebAuthn) of the embedded wallet's users (AUTH.md "Passkeys"). One per account for now:
-- the account's recovery share is sealed to it (the PRF extension, in the secure site's page), in
-- place of the copy the secure site's server sealed, so there is one recovery copy to keep right.
CREATE TABLE auth_passkeys (
  -- base64url, as the browser names it.
  credential_id text PRIMARY KEY,
  user_id text NOT NULL UNIQUE REFERENCES auth_users (id) ON DELETE CASCADE,
  -- The COSE public key, base64url.
  public_key text NOT NULL,
  -- The authenticator's signature counter: a login must show a higher one (0 stays 0: not kept).
  counter bigint NOT NULL,
  -- JSON array of the transports the browser reported, a hint for later logins.
  transports text NOT NULL,
  created_at bigint NOT NULL,
  last_used_at bigint
);

-- The challenges given out, in the database so that any instance can check an answer to one another
-- instance gave; each is deleted as it is used (one use) and refused once expired.
CREATE TABLE auth_passkey_challenges (
  challenge text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('register', 'login')),
  -- A registration's user; a login's is unknown until the passkey answers.
  user_id text REFERENCES auth_users (id) ON DELETE CASCADE,
  expires_at bigint NOT NULL
);
CREATE INDEX auth_passkey_challenges_by_expiry ON auth_passkey_challenges (expires_at);
