import { describe, expect, it } from 'vitest'
import { AppKitError } from './app-kit-error.js'
import {
  InvalidRpcResponseError,
  InvalidWalletResponseError,
  RpcCallNotAllowedError,
  RpcError,
  UnknownError,
  UnsupportedChainError,
  UserRejectedRequestError,
} from './request-errors.js'

describe('request errors', () => {
  it.each([
    [RpcCallNotAllowedError, 'Requested RPC call is not allowed', 'RPC_CALL_NOT_ALLOWED'],
    [UserRejectedRequestError, 'User rejected the request.', 4001],
    [UnsupportedChainError, 'Unsupported chain', 'UNSUPPORTED_CHAIN'],
    [UnknownError, 'Unknown error', 'UNKNOWN_ERROR'],
    [InvalidRpcResponseError, 'Invalid JSON-RPC response', 'INVALID_RPC_RESPONSE'],
    [InvalidWalletResponseError, 'Invalid wallet response', 'INVALID_WALLET_RESPONSE'],
  ] as const)('%o has the spec message and its code', (ErrorClass, message, code) => {
    const error = new ErrorClass()
    expect(error).toBeInstanceOf(AppKitError)
    expect(error.name).toBe(ErrorClass.name)
    expect(error.message).toBe(message)
    expect(error.code).toBe(code)
  })

  it('RpcError carries the numeric code and given message', () => {
    const error = new RpcError(-32601, 'Method not found.', { details: 'eth_foo' })
    expect(error.name).toBe('RpcError')
    expect(error.code).toBe(-32601)
    expect(error.message).toBe('Method not found.')
    expect(error.details).toBe('eth_foo')
  })
})
