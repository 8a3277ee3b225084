export { createSolanaAdapter, type SolanaAdapterOptions, type SolanaCommitment } from '@appkit/adapter-solana'
