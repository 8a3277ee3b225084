-- The Bitcoin test chain (README, "Bitcoin (test chain)"): a regtest-style ledger, not a node.
-- Blocks are made on demand, transactions are checked by the cloud before they are written, and
-- nothing is ever reorganised: a row, once written, only gains a block height or a spender.

-- Height 0 is Bitcoin Core's regtest genesis; block 1 holds the start funding. `time` is Unix
-- seconds, as in a block header.
CREATE TABLE bitcoin_blocks (
  height integer PRIMARY KEY,
  hash text NOT NULL UNIQUE,
  time bigint NOT NULL
);

-- Every accepted transaction, as it was broadcast (`raw_hex`, witness included). `block_height`
-- is null while it waits in the mempool. `seq` orders transactions by arrival, so listings are
-- newest first and a block lists its transactions parents first. `fee` is 0 for funding
-- (coinbase-like) transactions.
CREATE TABLE bitcoin_transactions (
  txid text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  raw_hex text NOT NULL,
  block_height integer REFERENCES bitcoin_blocks (height),
  fee bigint NOT NULL
);
CREATE INDEX bitcoin_transactions_mempool ON bitcoin_transactions (seq) WHERE block_height IS NULL;

-- Every output of every accepted transaction. `address` is null for a script without one
-- (OP_RETURN). `spent_by` is set once, by the one transaction that spends it
-- (UPDATE … WHERE spent_by IS NULL): of two transactions spending one output, one gets no row.
CREATE TABLE bitcoin_outputs (
  txid text NOT NULL REFERENCES bitcoin_transactions (txid),
  vout integer NOT NULL,
  address text,
  script_hex text NOT NULL,
  value_sats bigint NOT NULL,
  spent_by text REFERENCES bitcoin_transactions (txid),
  PRIMARY KEY (txid, vout)
);
CREATE INDEX bitcoin_outputs_by_address ON bitcoin_outputs (address);
CREATE INDEX bitcoin_outputs_by_spender ON bitcoin_outputs (spent_by);
