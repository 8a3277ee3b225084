// `appkit/siwx`: sign-in with X for createAppKit's `siwx` option. Its own entry: a dapp without
// sign-in carries none of it, and one with it loads the verifiers only when a session is checked.
export {
  type CreateSiwxOptions,
  createSiwx,
  evmVerifier,
  type LocalStorageSiwxOptions,
  localStorageSiwx,
  type SiwxConfig,
  type SiwxMessage,
  type SiwxMessageData,
  type SiwxSession,
  type SiwxStorage,
  type SiwxVerifier,
  solanaVerifier,
} from '@appkit/siwx'
