-- A history page is read from account_transactions alone: each account's row carries its
-- transaction's own fields and, as JSON, the transfers the account took part in with their tokens'
-- metadata, written with the batch. Reading a page was a join of four tables per row, most of what
-- PostgreSQL and the API did for the history endpoint under load (apps/cloud README, "Load test").
ALTER TABLE account_transactions
  ADD COLUMN mined_at bigint,
  ADD COLUMN from_address text,
  ADD COLUMN to_address text,
  ADD COLUMN nonce bigint,
  ADD COLUMN status text CHECK (status IN ('confirmed', 'failed')),
  -- [{ token, name, symbol, decimals, from, to, amount }] in position order; token null is the
  -- native coin, amount is raw units as a decimal string (uint256 does not fit a JSON number).
  ADD COLUMN transfers json;

UPDATE account_transactions a
SET mined_at = t.mined_at,
    from_address = t.from_address,
    to_address = t.to_address,
    nonce = t.nonce,
    status = t.status,
    transfers = (
      SELECT COALESCE(
        json_agg(
          json_build_object(
            'token', tr.token_address, 'name', tk.name, 'symbol', tk.symbol, 'decimals', tk.decimals,
            'from', tr.from_address, 'to', tr.to_address, 'amount', tr.amount::text
          )
          ORDER BY tr.position
        ),
        '[]'::json
      )
      FROM transfers tr
      LEFT JOIN tokens tk ON tk.chain_id = tr.chain_id AND tk.address = tr.token_address
      WHERE tr.chain_id = a.chain_id AND tr.tx_hash = a.tx_hash AND a.address IN (tr.from_address, tr.to_address)
    )
FROM transactions t
WHERE t.chain_id = a.chain_id AND t.hash = a.tx_hash;

ALTER TABLE account_transactions
  ALTER COLUMN mined_at SET NOT NULL,
  ALTER COLUMN from_address SET NOT NULL,
  ALTER COLUMN to_address SET NOT NULL,
  ALTER COLUMN nonce SET NOT NULL,
  ALTER COLUMN status SET NOT NULL,
  ALTER COLUMN transfers SET NOT NULL;
