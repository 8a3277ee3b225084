import { describe, expect, it } from 'vitest'
import { AppKitError } from './app-kit-error.js'
import {
  AccountNotFoundError,
  AdapterNotFoundError,
  ChainNotConfiguredError,
  ConnectionRejectedError,
  FailedToConnectError,
  FailedToDisconnectError,
  InvalidConnectionStatusError,
  ModalClosedError,
  ProviderNotFoundError,
  RpcUrlMissingError,
} from './connection-errors.js'
import {
  ConnectorAlreadyConnectedError,
  ConnectorNotConnectedError,
  ConnectorUnavailableReconnectingError,
  NoConnectorFoundError,
} from './connector-state-errors.js'
import { NoSignInNetworkError, WalletConnectNotSetUpError } from './wallet-connect-errors.js'

const cases = [
  [ChainNotConfiguredError, 'Chain not configured.', 'CHAIN_NOT_CONFIGURED'],
  [ConnectorAlreadyConnectedError, 'Connector already connected.', 'CONNECTOR_ALREADY_CONNECTED'],
  [ConnectorNotConnectedError, 'Connector not connected.', 'CONNECTOR_NOT_CONNECTED'],
  [AccountNotFoundError, 'Account not found for connector', 'ACCOUNT_NOT_FOUND'],
  [
    ConnectorUnavailableReconnectingError,
    'Connector unavailable while reconnecting.',
    'CONNECTOR_UNAVAILABLE_RECONNECTING',
  ],
  [ModalClosedError, 'Modal closed', 'MODAL_CLOSED'],
  [ConnectionRejectedError, 'Connection rejected', 'CONNECTION_REJECTED'],
  [FailedToConnectError, 'Failed to connect', 'FAILED_TO_CONNECT'],
  [InvalidConnectionStatusError, 'Invalid connection status', 'INVALID_CONNECTION_STATUS'],
  [ProviderNotFoundError, 'Provider not found', 'PROVIDER_NOT_FOUND'],
  [AdapterNotFoundError, 'Adapter not found', 'ADAPTER_NOT_FOUND'],
  [FailedToDisconnectError, 'Failed to disconnect', 'INTERNAL_SDK_ERROR'],
  [NoConnectorFoundError, 'No connector found for connection', 'NO_CONNECTOR_FOUND'],
  [RpcUrlMissingError, 'Network not found', 'RPC_URL_MISSING'],
  [
    WalletConnectNotSetUpError,
    'WalletConnect was not set up by an AppKit instance',
    'WALLETCONNECT_NOT_SET_UP',
  ],
  [NoSignInNetworkError, 'No network to sign in on', 'NO_SIGN_IN_NETWORK'],
] as const

describe('connection errors', () => {
  it.each(cases)('%o has the spec message and its code', (ErrorClass, message, code) => {
    const error = new ErrorClass()
    expect(error).toBeInstanceOf(AppKitError)
    expect(error).toBeInstanceOf(ErrorClass)
    expect(error.name).toBe(ErrorClass.name)
    expect(error.message).toBe(message)
    expect(error.shortMessage).toBe(message)
    expect(error.code).toBe(code)
  })

  it('carries details and cause', () => {
    const cause = new Error('wallet said no')
    const error = new FailedToConnectError({ details: 'MetaMask', cause })
    expect(error.details).toBe('MetaMask')
    expect(error.cause).toBe(cause)
  })
})
