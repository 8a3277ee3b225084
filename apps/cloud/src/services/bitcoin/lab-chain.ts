import { BITCOIN_TEST_ACCOUNTS } from '@appkit/testing'
import { networks } from 'bitcoinjs-lib'

/**
 * What the cloud's Bitcoin test chain is, and every number its rules use: one module, so the ledger,
 * the Esplora API, the test routes and the docs cannot disagree.
 */

/** bitcoinjs-lib's regtest: bech32 `bcrt`, base58 prefixes m/n (P2PKH) and 2 (P2SH). */
export const BITCOIN_LAB_NETWORK = networks.regtest

/** Bitcoin Core's regtest genesis block: height 0 of the ledger, so the chain id is regtest's. */
export const REGTEST_GENESIS = {
  hash: '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206',
  /** Unix seconds. */
  time: 1296688602,
} as const

/** CAIP-2: `bip122:` and the first 32 hex characters of the genesis hash. */
export const BITCOIN_LAB_CHAIN_ID = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

/** Where the chain lives on the cloud's server. */
export const BITCOIN_PATH = '/bitcoin/regtest'
/** The Esplora-compatible API: a real Esplora base URL (…/testnet/api) can stand in for it. */
export const ESPLORA_PATH = `${BITCOIN_PATH}/api`
/** POST fund and mine, for tests and the lab. */
export const BITCOIN_TEST_PATH = `${BITCOIN_PATH}/test`

export const SATS_PER_BTC = 100_000_000n

/**
 * What a new ledger pays in block 1 unless the config names its own: 1 BTC to each payment address
 * of @appkit/testing's Bitcoin test accounts, native and nested SegWit, as anvil and the SVM fund
 * their dev accounts, so the lab's Bitcoin test wallet has coins to send in either configuration.
 */
export const LAB_BITCOIN_FUNDING = BITCOIN_TEST_ACCOUNTS.flatMap((account) =>
  [account.payment.address, account.nestedPayment.address].map((address) => ({ address, sats: 100_000_000 })),
)
export const BTC_DECIMALS = 8
/** Bitcoin's MAX_MONEY: no output, sum of outputs or funding may exceed it. */
export const MAX_MONEY_SATS = 21_000_000n * SATS_PER_BTC

/**
 * The minimum relay fee, in sat/vB: Bitcoin Core's default (1000 sat/kvB). A transaction pays at
 * least ceil(vsize × this) or is refused with `min relay fee not met`.
 */
export const MIN_RELAY_FEE_RATE = 1

/** Bitcoin Core's largest standard transaction (MAX_STANDARD_TX_WEIGHT). */
export const MAX_STANDARD_TX_WEIGHT = 400_000

/**
 * GET /fee-estimates by default (sat/vB per confirmation target, the targets Esplora answers):
 * fixed, made up, never below the minimum relay fee. `bitcoin.feeEstimates` replaces them.
 */
export const DEFAULT_FEE_ESTIMATES: Readonly<Record<string, number>> = {
  ...Object.fromEntries(
    Array.from({ length: 25 }, (_, index) => [String(index + 1), feeForTarget(index + 1)] as const),
  ),
  '144': 1,
  '504': 1,
  '1008': 1,
}

function feeForTarget(blocks: number): number {
  if (blocks === 1) return 5
  if (blocks <= 3) return 3
  if (blocks <= 6) return 2
  return 1.5
}

/** At most this many blocks per mine request. */
export const MAX_BLOCKS_PER_MINE = 1000

/** Like Esplora's GET /address/:address/txs: up to 50 unconfirmed, then the first 25 confirmed. */
export const ADDRESS_TXS_MEMPOOL_LIMIT = 50
export const ADDRESS_TXS_CHAIN_LIMIT = 25

/** Regtest's difficulty bits, written into the headers (no proof of work is done or checked). */
export const REGTEST_BITS = 0x207fffff
