import { describe, expect, it } from 'vitest'
import { getRpcErrorMessage, RPC_ERROR_MESSAGES } from './rpc-error-codes.js'

describe('RPC_ERROR_MESSAGES', () => {
  it('covers the standard, provider and wallet-call codes', () => {
    const codes = Object.keys(RPC_ERROR_MESSAGES)
      .map(Number)
      .sort((a, b) => a - b)
    expect(codes).toEqual([
      -32700, -32603, -32602, -32601, -32600, -32006, -32005, -32004, -32003, -32002, -32001, -32000, 4001,
      4100, 4200, 4900, 4901, 4902, 5700, 5710, 5720, 5730, 5740, 5750, 5760,
    ])
  })
})

describe('getRpcErrorMessage', () => {
  it('words known codes', () => {
    expect(getRpcErrorMessage(4001)).toBe('User rejected the request.')
    expect(getRpcErrorMessage(-32601)).toBe(
      'Method not found: the method does not exist or is not available.',
    )
    expect(getRpcErrorMessage(4902)).toBe('Unrecognized chain: add the chain to the wallet first.')
    expect(getRpcErrorMessage(5740)).toBe('Batch too large: the wallet cannot handle this many calls.')
  })

  it('words the reserved server-error range', () => {
    expect(getRpcErrorMessage(-32050)).toBe('Server error: the JSON-RPC server failed.')
    expect(getRpcErrorMessage(-32099)).toBe('Server error: the JSON-RPC server failed.')
  })

  it('returns undefined for other codes', () => {
    expect(getRpcErrorMessage(-32100)).toBeUndefined()
    expect(getRpcErrorMessage(1)).toBeUndefined()
    expect(getRpcErrorMessage(5701)).toBeUndefined()
  })
})
