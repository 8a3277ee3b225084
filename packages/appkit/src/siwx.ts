// `appkit/siwx`: sign-in with X for createAppKit's `siwx` option. Its own entry, and nearly
// weightless on the page: the messages, checks and verifiers load once a wallet has connected.
export type {
  BackendSiwxOptions,
  CreateSiwxOptions,
  EvmVerifierOptions,
  SiwxConfig,
  SiwxMessage,
  SiwxMessageData,
  SiwxSession,
  SiwxStorage,
  SiwxVerifier,
  SolanaVerifierOptions,
} from '@appkit/siwx'
export { backendSiwx, createSiwx, evmVerifier, solanaVerifier } from './siwx/lazy-siwx.js'
