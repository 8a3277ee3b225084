import { AppKitError, type AppKitErrorSubclassOptions } from '@appkit/common'
import type { SiwxMessageData } from '@appkit/controllers'
import type { SiwxFieldErrorCode } from './error-codes.js'

/** A field of a sign-in message's data. */
export type SiwxField = keyof SiwxMessageData

/**
 * A field of a sign-in message breaks the grammar of EIP-4361 / CAIP-122. Catch this class to catch
 * them all; `field` says which field, `details` what the rule is and what was given.
 */
export class InvalidSiwxFieldError<C extends SiwxFieldErrorCode = SiwxFieldErrorCode> extends AppKitError<C> {
  override name = 'InvalidSiwxFieldError'
  readonly field: SiwxField
  constructor(field: SiwxField, message: string, code: C, options?: AppKitErrorSubclassOptions) {
    super(message, { ...options, code })
    this.field = field
  }
}

export class InvalidSiwxNonceError extends InvalidSiwxFieldError<'INVALID_SIWX_NONCE'> {
  override name = 'InvalidSiwxNonceError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('nonce', 'Invalid sign-in nonce', 'INVALID_SIWX_NONCE', options)
  }
}

export class InvalidSiwxDomainError extends InvalidSiwxFieldError<'INVALID_SIWX_DOMAIN'> {
  override name = 'InvalidSiwxDomainError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('domain', 'Invalid sign-in domain', 'INVALID_SIWX_DOMAIN', options)
  }
}

/** The `uri` or one of the `resources` is not an RFC 3986 URI. */
export class InvalidSiwxUriError extends InvalidSiwxFieldError<'INVALID_SIWX_URI'> {
  override name = 'InvalidSiwxUriError'
  constructor(field: 'uri' | 'resources', options?: AppKitErrorSubclassOptions) {
    super(field, 'Invalid sign-in URI', 'INVALID_SIWX_URI', options)
  }
}

export class InvalidSiwxAddressError extends InvalidSiwxFieldError<'INVALID_SIWX_ADDRESS'> {
  override name = 'InvalidSiwxAddressError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('accountAddress', 'Invalid sign-in address', 'INVALID_SIWX_ADDRESS', options)
  }
}

export class InvalidSiwxChainIdError extends InvalidSiwxFieldError<'INVALID_SIWX_CHAIN_ID'> {
  override name = 'InvalidSiwxChainIdError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('chainId', 'Invalid sign-in chain id', 'INVALID_SIWX_CHAIN_ID', options)
  }
}

/** `issuedAt`, `expirationTime` or `notBefore` is not an RFC 3339 (ISO 8601) date-time. */
export class InvalidSiwxDateError extends InvalidSiwxFieldError<'INVALID_SIWX_DATE'> {
  override name = 'InvalidSiwxDateError'
  constructor(field: 'issuedAt' | 'expirationTime' | 'notBefore', options?: AppKitErrorSubclassOptions) {
    super(field, 'Invalid sign-in date', 'INVALID_SIWX_DATE', options)
  }
}

export class InvalidSiwxStatementError extends InvalidSiwxFieldError<'INVALID_SIWX_STATEMENT'> {
  override name = 'InvalidSiwxStatementError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('statement', 'Invalid sign-in statement', 'INVALID_SIWX_STATEMENT', options)
  }
}

export class InvalidSiwxVersionError extends InvalidSiwxFieldError<'INVALID_SIWX_VERSION'> {
  override name = 'InvalidSiwxVersionError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('version', 'Invalid sign-in version', 'INVALID_SIWX_VERSION', options)
  }
}

export class InvalidSiwxRequestIdError extends InvalidSiwxFieldError<'INVALID_SIWX_REQUEST_ID'> {
  override name = 'InvalidSiwxRequestIdError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('requestId', 'Invalid sign-in request id', 'INVALID_SIWX_REQUEST_ID', options)
  }
}

/** A field the format needs is absent (EIP-4361 and a Cacao need `issuedAt`). */
export class MissingSiwxFieldError extends InvalidSiwxFieldError<'MISSING_SIWX_FIELD'> {
  override name = 'MissingSiwxFieldError'
  constructor(field: SiwxField, options?: AppKitErrorSubclassOptions) {
    super(field, 'Missing sign-in field', 'MISSING_SIWX_FIELD', options)
  }
}

/** The chain's namespace has no sign-in message format here (only eip155, solana and bip122 do). */
export class UnsupportedSiwxNamespaceError extends InvalidSiwxFieldError<'UNSUPPORTED_SIWX_NAMESPACE'> {
  override name = 'UnsupportedSiwxNamespaceError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('chainId', 'Unsupported sign-in namespace', 'UNSUPPORTED_SIWX_NAMESPACE', options)
  }
}
