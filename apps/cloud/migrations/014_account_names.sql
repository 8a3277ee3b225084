-- Names registered through POST /v1/profile/account (spec §7): one row per name, with the signed
-- message and signature that proved the address's owner asked for it, so any instance can answer
-- lookups and a registration can be audited later. Names are stored lowercase; times are Unix ms.
CREATE TABLE account_names (
  name text PRIMARY KEY CHECK (name = lower(name)),
  address text NOT NULL CHECK (address = lower(address)),
  coin_type integer NOT NULL,
  message text NOT NULL,
  signature text NOT NULL,
  attributes text NOT NULL DEFAULT '{}',
  registered_at bigint NOT NULL,
  updated_at bigint NOT NULL
);

CREATE INDEX account_names_by_address ON account_names (address, registered_at);
