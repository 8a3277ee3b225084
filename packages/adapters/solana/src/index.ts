export { createSolanaAdapter, type SolanaAdapterOptions, type SolanaCommitment } from './solana-adapter.js'
