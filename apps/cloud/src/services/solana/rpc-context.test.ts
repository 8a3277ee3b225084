import { describe, expect, it } from 'vitest'
import { SOLANA_CORE_VERSION, withContext } from './rpc-context.js'

describe('withContext', () => {
  it('wraps a value with the slot it was read at and the API version, as RpcResponse', () => {
    expect(withContext(12, { a: 1 })).toEqual({
      context: { apiVersion: SOLANA_CORE_VERSION, slot: 12 },
      value: { a: 1 },
    })
  })
})
