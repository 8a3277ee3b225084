/**
 * The local SVM's test accounts (the cloud funds them with SOL and the lab's SPL token) and its
 * chain. Ed25519 seeds, fixed so addresses are the same on every machine; `address` is the base58
 * public key of `seed` (checked by the test beside this file).
 */
export const SOLANA_TEST_ACCOUNTS = [
  {
    seed: '743423f4af687c2974fe997da1d4ed5679baf0baef66d01aa4e6d9979c1510e8',
    address: 'BqtHJEtRvfSRLh67Qt9pYeCFocGk7r2nKaLymnogR5k7',
  },
  {
    seed: '424bf89c36fd28e26e59768cd07075dd51b5778937eabbeb4ccd302dd732bef8',
    address: '8meFTmwJjZ4X6Y2iNoXnYaTYkaKfFQjKFXcxNgiCF72C',
  },
  {
    seed: '642bc05d394a62a5f7854cb400174f021d651afe135e72c49995535a2142a282',
    address: '516FQVN41M8eD8Um5EtXYsbnsjMf3yR2CkU1oTUdJejQ',
  },
] as const

/** The mint of the lab's SPL token (6 decimals), at a fixed address on every start. */
export const SOLANA_TEST_MINT = {
  seed: 'f969d33f606538f8fe0870d71c655f5529091f1978849a2e608e7ee0c9aa1d7d',
  address: 'CsamF668ApxqhSYhQHFG7S5ZU5H2T34mgq7mUNPH5peZ',
} as const

/**
 * The local SVM's CAIP-2 id. A Solana chain is named by the first 32 base58 characters of its
 * genesis hash; the local one has none that matters, so it is named for what it is.
 */
export const SOLANA_LAB_CHAIN_ID = 'solana:LabSvm11111111111111111111111111' as const
