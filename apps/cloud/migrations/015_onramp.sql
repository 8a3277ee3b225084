-- The on-ramp's purchases (/v1/generators/onrampurl, the provider page): one row per URL handed
-- out. `status` moves open → sending → completed, or open → failed; the move out of `open` is one
-- UPDATE … WHERE status = 'open', so a purchase is paid (and its Ether sent) at most once.
CREATE TABLE onramp_purchases (
  id text PRIMARY KEY,
  address text NOT NULL,
  chain_id integer NOT NULL,
  currency text NOT NULL,
  total_cents bigint NOT NULL,
  payment_method text NOT NULL,
  status text NOT NULL,
  wei text,
  tx_hash text,
  error text,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
