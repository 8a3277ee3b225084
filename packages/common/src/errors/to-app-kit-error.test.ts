import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { anyInput } from '../test-utils/arbitraries.js'
import { AppKitError } from './app-kit-error.js'
import { ChainNotConfiguredError } from './connection-errors.js'
import { RpcError } from './request-errors.js'
import { toAppKitError } from './to-app-kit-error.js'
import { UnknownError, UserRejectedRequestError } from './wallet-request-errors.js'

describe('toAppKitError', () => {
  it('returns AppKitErrors unchanged', () => {
    const error = new ChainNotConfiguredError()
    expect(toAppKitError(error)).toBe(error)
  })

  it('maps user rejections to UserRejectedRequestError', () => {
    const original = { code: 5000, message: 'User disapproved' }
    const error = toAppKitError(original)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.message).toBe('User rejected the request.')
    expect(error.code).toBe(4001)
    expect(error.details).toBe('User disapproved')
    expect(error.cause).toBe(original)
  })

  it.each([
    [-32700, 'Parse error: the request is not valid JSON.'],
    [-32602, 'Invalid params: the method parameters are invalid.'],
    [-32005, 'Limit exceeded: the request exceeds a limit of the server.'],
    [-32042, 'Server error: the JSON-RPC server failed.'],
    [4100, 'Unauthorized: the user has not authorized this method or account.'],
    [4200, 'Unsupported method: the wallet does not support this method.'],
    [4900, 'Disconnected: the wallet is not connected to any chain.'],
    [4901, 'Chain disconnected: the wallet is not connected to the requested chain.'],
    [4902, 'Unrecognized chain: add the chain to the wallet first.'],
    [5700, 'Unsupported capability: the wallet does not support a required capability.'],
    [5760, 'Atomicity not supported: the wallet cannot run these calls atomically.'],
  ])('maps code %i to a readable RpcError', (code, message) => {
    const original = { code, message: 'raw text' }
    const error = toAppKitError(original)
    expect(error).toBeInstanceOf(RpcError)
    expect(error.code).toBe(code)
    expect(error.message).toBe(message)
    expect(error.details).toBe('raw text')
    expect(error.cause).toBe(original)
  })

  it('finds the code in a wrapped error', () => {
    const inner = { code: 4902, message: 'Unrecognized chain ID "0x2105".' }
    const error = toAppKitError(new Error('Switch failed', { cause: inner }))
    expect(error.code).toBe(4902)
    expect(error.details).toBe('Unrecognized chain ID "0x2105".')
  })

  it('maps everything else to UnknownError with the original text', () => {
    const error = toAppKitError(new Error('boom'))
    expect(error).toBeInstanceOf(UnknownError)
    expect(error.message).toBe('Unknown error')
    expect(error.details).toBe('boom')
    expect(toAppKitError('plain string').details).toBe('plain string')
    expect(toAppKitError(undefined).details).toBe('undefined')
    expect(toAppKitError({ code: 1234, message: 'odd' }).code).toBe('UNKNOWN_ERROR')
  })

  it('takes the outer message as details when the coded cause has none', () => {
    const error = toAppKitError(new Error('Switch failed', { cause: { code: 4902 } }))
    expect(error).toBeInstanceOf(RpcError)
    expect(error.code).toBe(4902)
    expect(error.details).toBe('Switch failed')
  })

  it('maps a revoked proxy to UnknownError', () => {
    const { proxy, revoke } = Proxy.revocable({}, {})
    revoke()
    expect(toAppKitError(proxy)).toBeInstanceOf(UnknownError)
  })

  it('returns an AppKitError for any value', () => {
    fc.assert(
      fc.property(anyInput(), (value) => {
        expect(toAppKitError(value)).toBeInstanceOf(AppKitError)
      }),
      { numRuns: 500 },
    )
  })
})
