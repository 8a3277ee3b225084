import { AppKitError, type AppKitErrorSubclassOptions } from './app-kit-error.js'

// Connection failures of spec §8, one class each so callers can branch with `instanceof`.
// Messages are the spec's exact text, punctuation included.

export class ChainNotConfiguredError extends AppKitError<'CHAIN_NOT_CONFIGURED'> {
  override name = 'ChainNotConfiguredError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Chain not configured.', { ...options, code: 'CHAIN_NOT_CONFIGURED' })
  }
}

export class AccountNotFoundError extends AppKitError<'ACCOUNT_NOT_FOUND'> {
  override name = 'AccountNotFoundError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Account not found for connector', { ...options, code: 'ACCOUNT_NOT_FOUND' })
  }
}

export class ModalClosedError extends AppKitError<'MODAL_CLOSED'> {
  override name = 'ModalClosedError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Modal closed', { ...options, code: 'MODAL_CLOSED' })
  }
}

export class ConnectionRejectedError extends AppKitError<'CONNECTION_REJECTED'> {
  override name = 'ConnectionRejectedError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Connection rejected', { ...options, code: 'CONNECTION_REJECTED' })
  }
}

export class FailedToConnectError extends AppKitError<'FAILED_TO_CONNECT'> {
  override name = 'FailedToConnectError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Failed to connect', { ...options, code: 'FAILED_TO_CONNECT' })
  }
}

export class InvalidConnectionStatusError extends AppKitError<'INVALID_CONNECTION_STATUS'> {
  override name = 'InvalidConnectionStatusError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Invalid connection status', { ...options, code: 'INVALID_CONNECTION_STATUS' })
  }
}

export class ProviderNotFoundError extends AppKitError<'PROVIDER_NOT_FOUND'> {
  override name = 'ProviderNotFoundError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Provider not found', { ...options, code: 'PROVIDER_NOT_FOUND' })
  }
}

export class AdapterNotFoundError extends AppKitError<'ADAPTER_NOT_FOUND'> {
  override name = 'AdapterNotFoundError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Adapter not found', { ...options, code: 'ADAPTER_NOT_FOUND' })
  }
}

export class FailedToDisconnectError extends AppKitError<'INTERNAL_SDK_ERROR'> {
  override name = 'FailedToDisconnectError'
  constructor(options?: AppKitErrorSubclassOptions) {
    // The spec gives this one its code.
    super('Failed to disconnect', { ...options, code: 'INTERNAL_SDK_ERROR' })
  }
}

/** A network the dapp configured has no RPC URL to read it through. */
export class RpcUrlMissingError extends AppKitError<'RPC_URL_MISSING'> {
  override name = 'RpcUrlMissingError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Network not found', { ...options, code: 'RPC_URL_MISSING' })
  }
}
