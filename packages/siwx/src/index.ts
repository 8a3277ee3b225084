// backendSiwx rejects with these (403; email capture's address and cooldown): dapps catch them
// from here without importing @appkit/common.
export { EmailThrottledError, InvalidEmailError, OriginNotAllowedError } from '@appkit/common'
export type { Cacao, SiwxConfig, SiwxMessage, SiwxMessageData, SiwxSession } from '@appkit/controllers'
export { SIWX_BACKEND_PATH } from './backend/backend-client.js'
export * from './backend/backend-errors.js'
export type { SiwxFetch } from './backend/backend-request.js'
export { backendSiwx } from './backend/backend-siwx.js'
export type { BackendSiwxOptions } from './backend/backend-siwx-options.js'
export * from './backend/email-errors.js'
export { siwxSessionIssue } from './backend/session-issue.js'
export { SIWX_BACKEND_STORAGE_KEY } from './backend/token-store.js'
export { type ToCacaoOptions, toCacao } from './cacao/to-cacao.js'
export {
  SIWX_MESSAGE_MAX_LENGTH,
  SIWX_NONCE_LENGTH,
  SIWX_SESSIONS_MAX,
  SIWX_SIGNATURE_MAX_LENGTH,
  SIWX_STORAGE_KEY,
} from './constants.js'
export { createSiwx } from './create-siwx.js'
export * from './errors/index.js'
export { createSiwxMessage } from './message/create-message.js'
export { formatSiwxMessage } from './message/format-message.js'
export { isSiwxNamespace, SIWX_NAMESPACES, type SiwxNamespace } from './message/namespaces.js'
export { hostOfUri, isDomainOfUri, originOfUri } from './message/site-of-uri.js'
export { generateNonce } from './nonce.js'
export type { CreateSiwxOptions } from './siwx-options.js'
export {
  type LocalStorageSiwxOptions,
  localStorageSiwx,
  type SiwxKeyValueBackend,
} from './storage/local-storage-siwx.js'
export { parseSiwxSession } from './storage/session-schema.js'
export type { SiwxStorage } from './storage/siwx-storage.js'
export { BITCOIN_ADDRESS_PREFIXES } from './verifiers/bitcoin-chains.js'
export { type BitcoinSignatureType, bitcoinSignatureType } from './verifiers/bitcoin-signature-type.js'
export { type BitcoinVerifierOptions, bitcoinVerifier } from './verifiers/bitcoin-verifier.js'
export { assertSiwxSession, checkSiwxSession, type SiwxSessionProblem } from './verifiers/check-session.js'
export { createEd25519Verify, type Ed25519Verify } from './verifiers/ed25519.js'
export { type EvmSignatureType, evmSignatureType } from './verifiers/evm-signature-type.js'
export { type EvmVerifierOptions, evmVerifier } from './verifiers/evm-verifier.js'
export {
  SOLANA_SIGNATURE_TYPE,
  type SolanaVerifierOptions,
  solanaVerifier,
} from './verifiers/solana-verifier.js'
export type { SiwxVerifier } from './verifiers/verifier.js'
