export {
  createSolanaAdapter,
  type SolanaAdapterOptions,
  type SolanaCommitment,
  type SolanaPreflightCommitment,
  type SolanaProvider,
} from '@appkit/adapter-solana'
