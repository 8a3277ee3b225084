import { describe, expect, it } from 'vitest'
import * as common from './index.js'

// Other packages are written against these names; removing or renaming one is a breaking change.
const PUBLIC_VALUES = [
  // caip
  'parseCaipNetworkId',
  'parseCaipAddress',
  'getPlainAddress',
  'toCaipNetworkId',
  'toCaipAddress',
  'isCaipNetworkId',
  'isCaipAddress',
  'isChainNamespace',
  // address
  'isEvmAddress',
  'isSolanaAddress',
  'isBitcoinAddress',
  'isAddressForNamespace',
  'isSameAddress',
  'shortenAddress',
  'isEmailAddress',
  // decimal
  'assertDecimal',
  'isDecimal',
  'parseUnits',
  'formatUnits',
  'formatBalance',
  'toSendValue',
  // base58, JSON-RPC over HTTP, waiting for something to appear
  'encodeBase58',
  'decodeBase58',
  'rpcRequest',
  'networkRpc',
  'waitFor',
  'explorerAddressUrl',
  'explorerTransactionUrl',
  // networks: the namespace-agnostic part (each namespace's networks are its adapter's)
  'defineNetwork',
  'getNetworkByCaipId',
  // errors
  'AppKitError',
  'CaipError',
  'InvalidDecimalError',
  'InvalidDecimalsError',
  'ChainNotConfiguredError',
  'ConnectorAlreadyConnectedError',
  'ConnectorNotConnectedError',
  'AccountNotFoundError',
  'ConnectorUnavailableReconnectingError',
  'ModalClosedError',
  'ConnectionRejectedError',
  'FailedToConnectError',
  'InvalidConnectionStatusError',
  'ProviderNotFoundError',
  'AdapterNotFoundError',
  'FailedToDisconnectError',
  'RpcCallNotAllowedError',
  'UserRejectedRequestError',
  'UnsupportedChainError',
  'UnknownError',
  'RpcError',
  'isUserRejection',
  'USER_REJECTION_CODES',
  'toAppKitError',
  'RPC_ERROR_MESSAGES',
  'getRpcErrorMessage',
  // alerts and RPC methods
  'ALERTS',
  'SAFE_RPC_METHODS',
  'NOT_SAFE_RPC_METHODS',
  'isSafeRpcMethod',
  'isNotSafeRpcMethod',
  'getRpcMethodPolicy',
  // types.ts and a sample of constants.ts (constants.test.ts pins them all)
  'CHAIN_NAMESPACES',
  'CACHE_LIFETIME_MS',
]

describe('public API', () => {
  it.each(PUBLIC_VALUES)('exports %s', (name) => {
    expect(common).toHaveProperty(name)
  })
})
