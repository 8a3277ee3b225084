import { describe, expect, it } from 'vitest'
import { AppKitError } from './app-kit-error.js'
import {
  ImagePreloadTimeoutError,
  InvalidBaseUrlError,
  InvalidParameterError,
  InvalidResponseError,
  NetworkRequestError,
  RequestAbortedError,
  RequestTimeoutError,
} from './client-errors.js'
import { InvalidRpcResponseError, InvalidWalletResponseError, RpcError } from './request-errors.js'
import {
  RpcCallNotAllowedError,
  UnknownError,
  UnsupportedChainError,
  UserRejectedRequestError,
} from './wallet-request-errors.js'

describe('request errors', () => {
  it.each([
    [RpcCallNotAllowedError, 'Requested RPC call is not allowed', 'RPC_CALL_NOT_ALLOWED'],
    [UserRejectedRequestError, 'User rejected the request.', 4001],
    [UnsupportedChainError, 'Unsupported chain', 'UNSUPPORTED_CHAIN'],
    [UnknownError, 'Unknown error', 'UNKNOWN_ERROR'],
    [InvalidRpcResponseError, 'Invalid JSON-RPC response', 'INVALID_RPC_RESPONSE'],
    [InvalidWalletResponseError, 'Invalid wallet response', 'INVALID_WALLET_RESPONSE'],
    [InvalidResponseError, 'Invalid response from server', 'INVALID_RESPONSE'],
    [NetworkRequestError, 'Network request failed', 'NETWORK_ERROR'],
    [RequestAbortedError, 'Request was aborted', 'REQUEST_ABORTED'],
    [RequestTimeoutError, 'Request timed out', 'REQUEST_TIMEOUT'],
    [InvalidParameterError, 'Invalid parameter', 'INVALID_PARAMETER'],
    [InvalidBaseUrlError, 'Invalid base URL', 'INVALID_BASE_URL'],
    [ImagePreloadTimeoutError, 'Image preload timed out', 'IMAGE_PRELOAD_TIMEOUT'],
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
