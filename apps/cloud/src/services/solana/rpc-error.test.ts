import { describe, expect, it } from 'vitest'
import { JsonRpcError } from '../../http/json-rpc-error.js'
import { invalidParams, invalidRequest, methodNotFound, RPC_ERROR } from './rpc-error.js'

describe('JsonRpcError', () => {
  it('is answered as the JSON-RPC error member, with data only when there is some', () => {
    expect(new JsonRpcError(RPC_ERROR.preflightFailure, 'failed', { logs: [] }).toJson()).toEqual({
      code: -32002,
      message: 'failed',
      data: { logs: [] },
    })
    expect(invalidParams('Invalid params: x').toJson()).toEqual({
      code: -32602,
      message: 'Invalid params: x',
    })
    expect(invalidRequest().toJson()).toEqual({ code: -32600, message: 'Invalid request' })
    expect(methodNotFound().toJson()).toEqual({ code: -32601, message: 'Method not found' })
    expect(methodNotFound()).toBeInstanceOf(Error)
  })
})
