import { AppKitError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import {
  InvalidSiwxAddressError,
  InvalidSiwxChainIdError,
  InvalidSiwxDateError,
  InvalidSiwxDomainError,
  InvalidSiwxFieldError,
  InvalidSiwxNonceError,
  InvalidSiwxRequestIdError,
  InvalidSiwxStatementError,
  InvalidSiwxUriError,
  InvalidSiwxVersionError,
  MissingSiwxFieldError,
  UnsupportedSiwxNamespaceError,
} from './field-errors.js'

describe('sign-in field errors', () => {
  it.each([
    [new InvalidSiwxNonceError(), 'nonce', 'Invalid sign-in nonce', 'INVALID_SIWX_NONCE'],
    [new InvalidSiwxDomainError(), 'domain', 'Invalid sign-in domain', 'INVALID_SIWX_DOMAIN'],
    [new InvalidSiwxUriError('uri'), 'uri', 'Invalid sign-in URI', 'INVALID_SIWX_URI'],
    [new InvalidSiwxUriError('resources'), 'resources', 'Invalid sign-in URI', 'INVALID_SIWX_URI'],
    [new InvalidSiwxAddressError(), 'accountAddress', 'Invalid sign-in address', 'INVALID_SIWX_ADDRESS'],
    [new InvalidSiwxChainIdError(), 'chainId', 'Invalid sign-in chain id', 'INVALID_SIWX_CHAIN_ID'],
    [new InvalidSiwxDateError('notBefore'), 'notBefore', 'Invalid sign-in date', 'INVALID_SIWX_DATE'],
    [new InvalidSiwxStatementError(), 'statement', 'Invalid sign-in statement', 'INVALID_SIWX_STATEMENT'],
    [new InvalidSiwxVersionError(), 'version', 'Invalid sign-in version', 'INVALID_SIWX_VERSION'],
    [new InvalidSiwxRequestIdError(), 'requestId', 'Invalid sign-in request id', 'INVALID_SIWX_REQUEST_ID'],
    [new MissingSiwxFieldError('issuedAt'), 'issuedAt', 'Missing sign-in field', 'MISSING_SIWX_FIELD'],
    [
      new UnsupportedSiwxNamespaceError(),
      'chainId',
      'Unsupported sign-in namespace',
      'UNSUPPORTED_SIWX_NAMESPACE',
    ],
  ])('%s names its field, message and code', (error, field, message, code) => {
    expect(error).toBeInstanceOf(InvalidSiwxFieldError)
    expect(error).toBeInstanceOf(AppKitError)
    expect(error.field).toBe(field)
    expect(error.message).toBe(message)
    expect(error.code).toBe(code)
    expect(error.name).toBe(error.constructor.name)
  })

  it('keeps details and cause apart from the message', () => {
    const cause = new Error('inner')
    const error = new InvalidSiwxNonceError({ details: 'at least 8 letters or digits', cause })
    expect(error.message).toBe('Invalid sign-in nonce')
    expect(error.details).toBe('at least 8 letters or digits')
    expect(error.cause).toBe(cause)
  })
})
