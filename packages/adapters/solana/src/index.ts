export type { SolanaCommitment, SolanaPreflightCommitment } from './commitment.js'
export { createSolanaAdapter } from './create-solana-adapter.js'
export type { SolanaAdapterOptions } from './solana-adapter.js'
export type { SolanaProvider } from './solana-provider.js'
