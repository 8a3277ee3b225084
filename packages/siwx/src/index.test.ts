import { describe, expect, it } from 'vitest'
import * as siwx from './index.js'

// Dapps, the modal and the adapters are written against these names.
describe('the package entry', () => {
  it.each([
    'createSiwx',
    'createSiwxMessage',
    'formatSiwxMessage',
    'generateNonce',
    'toCacao',
    'evmVerifier',
    'evmSignatureType',
    'solanaVerifier',
    'SOLANA_SIGNATURE_TYPE',
    'bitcoinVerifier',
    'bitcoinSignatureType',
    'BITCOIN_ADDRESS_PREFIXES',
    'createEd25519Verify',
    'checkSiwxSession',
    'assertSiwxSession',
    'localStorageSiwx',
    'parseSiwxSession',
    'isSiwxNamespace',
    'SIWX_NAMESPACES',
    'SIWX_STORAGE_KEY',
    'SIWX_NONCE_LENGTH',
    'SIWX_SESSIONS_MAX',
    'InvalidSiwxFieldError',
    'InvalidSiwxNonceError',
    'SiwxInvalidSignatureError',
    'SiwxVerifierNotFoundError',
    'backendSiwx',
    'siwxSessionIssue',
    'SIWX_BACKEND_PATH',
    'SIWX_BACKEND_STORAGE_KEY',
    'SiwxNonceUsedError',
    'SiwxBackendError',
    'SiwxBackendUnreachableError',
    'SiwxSessionsReadOnlyError',
    'InvalidSiwxBackendUrlError',
    'OriginNotAllowedError',
    'InvalidEmailError',
    'EmailThrottledError',
    'SiwxEmailCodeInvalidError',
    'SiwxEmailCodeExpiredError',
    'SiwxEmailTooManyAttemptsError',
    'SiwxEmailChallengeInvalidError',
    'SiwxEmailTokenInvalidError',
    'SiwxEmailCodeNotRequestedError',
  ])('exports %s', (name) => {
    expect(siwx).toHaveProperty(name)
  })
})
