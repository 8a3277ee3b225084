import { SOLANA_LAB_CHAIN_ID, SOLANA_TEST_ACCOUNTS, SOLANA_TEST_MINT } from '@appkit/testing'

/**
 * What the local Solana chain is: its CAIP-2 id, its genesis hash, the SOL and the SPL token its
 * test accounts get at genesis. The accounts and the mint come from `@appkit/testing`, so the test
 * wallets and the cloud cannot disagree about them.
 */

/** `LabSvm1111…` (32 characters): the CAIP-2 reference of the chain id. */
const REFERENCE = SOLANA_LAB_CHAIN_ID.slice('solana:'.length)

export const SOLANA_LAB = {
  chainId: SOLANA_LAB_CHAIN_ID,
  /**
   * A Solana cluster is named by the first 32 characters of its genesis hash, so the hash starts
   * with the reference; 43 base58 characters decode to the 32 bytes of a real hash.
   */
  genesisHash: `${REFERENCE}11111111111`,
} as const

export const LAMPORTS_PER_SOL = 1_000_000_000n
export const SOL_DECIMALS = 9

/** SOL each test account holds at genesis. */
export const GENESIS_SOL = 100n

/** The lab's SPL token: its mint, metadata (kept here: no Metaplex program on the chain) and grant. */
export const LAB_SOL_USD = {
  mint: SOLANA_TEST_MINT.address,
  name: 'Lab SOL USD',
  symbol: 'LSUSD',
  decimals: 6,
  /** Whole tokens each test account holds at genesis, in its associated token account. */
  perAccount: 1_000_000n,
} as const

/** The addresses funded at genesis, in the order of SOLANA_TEST_ACCOUNTS. */
export const SOLANA_TEST_HOLDERS: readonly string[] = SOLANA_TEST_ACCOUNTS.map((account) => account.address)
