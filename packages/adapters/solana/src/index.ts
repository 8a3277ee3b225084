export { createSolanaAdapter } from './create-solana-adapter.js'
export type { SolanaAdapterOptions, SolanaCommitment } from './solana-adapter.js'
