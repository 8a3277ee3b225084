import { describe, expect, it } from 'vitest'
import { toRpcError, unrecognizedChain, userRejected, WalletRpcError } from './rpc-error.js'

describe('rpc errors', () => {
  it('rejects with EIP-1193 4001', () => {
    expect(userRejected().toJson()).toEqual({ code: 4001, message: 'User rejected the request.' })
  })

  it('keeps the code of a typed error and wraps anything else as -32603', () => {
    expect(toRpcError(unrecognizedChain('eip155:1')).code).toBe(4902)
    expect(toRpcError(new WalletRpcError(-32602, 'bad'))).toEqual({ code: -32602, message: 'bad' })
    expect(toRpcError(new Error('nonce too low'))).toEqual({ code: -32603, message: 'nonce too low' })
    expect(toRpcError('boom')).toEqual({ code: -32603, message: 'boom' })
  })
})
