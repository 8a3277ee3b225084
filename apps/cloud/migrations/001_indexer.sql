-- The indexer's tables: what it has read of each chain and the value-moving transactions it found.
-- Addresses are stored lowercase (0x + 40 hex) so that lookups never depend on checksum case.

-- The last block read of each chain, by number and hash: a restart resumes after it, and a chain
-- that no longer has that block (a new anvil, evm_revert) is noticed instead of mixed in.
CREATE TABLE indexer_cursors (
  chain_id integer PRIMARY KEY,
  block_number bigint NOT NULL,
  block_hash text NOT NULL
);

-- ERC-20 contracts seen in Transfer logs, with the metadata read from them once.
CREATE TABLE tokens (
  chain_id integer NOT NULL,
  address text NOT NULL,
  name text,
  symbol text,
  decimals integer NOT NULL,
  PRIMARY KEY (chain_id, address)
);

CREATE TABLE transactions (
  chain_id integer NOT NULL,
  hash text NOT NULL,
  block_number bigint NOT NULL,
  block_hash text NOT NULL,
  tx_index integer NOT NULL,
  -- Unix seconds of the block: integers read the same on every engine and driver.
  mined_at bigint NOT NULL,
  from_address text NOT NULL,
  -- The created contract for a deployment.
  to_address text NOT NULL,
  nonce bigint NOT NULL,
  status text NOT NULL CHECK (status IN ('confirmed', 'failed')),
  PRIMARY KEY (chain_id, hash)
);
CREATE INDEX transactions_by_block ON transactions (chain_id, block_number);

CREATE TABLE transfers (
  chain_id integer NOT NULL,
  tx_hash text NOT NULL,
  -- 0 is the transaction's own value; n + 1 is its log n.
  position integer NOT NULL,
  -- NULL is the native coin.
  token_address text,
  from_address text NOT NULL,
  to_address text NOT NULL,
  -- Raw units (uint256 fits in 78 digits).
  amount numeric(78, 0) NOT NULL,
  PRIMARY KEY (chain_id, tx_hash, position),
  FOREIGN KEY (chain_id, tx_hash) REFERENCES transactions (chain_id, hash) ON DELETE CASCADE
);

-- One row per (account, transaction) it took part in: the history endpoint pages this index.
CREATE TABLE account_transactions (
  chain_id integer NOT NULL,
  address text NOT NULL,
  tx_hash text NOT NULL,
  block_number bigint NOT NULL,
  tx_index integer NOT NULL,
  PRIMARY KEY (chain_id, address, tx_hash),
  FOREIGN KEY (chain_id, tx_hash) REFERENCES transactions (chain_id, hash) ON DELETE CASCADE
);
CREATE INDEX account_transactions_newest_first
  ON account_transactions (chain_id, address, block_number DESC, tx_index DESC);
