import { describe, expect, it } from 'vitest'
import { JSON_RPC_ERROR, JsonRpcError } from './json-rpc-error.js'

describe('JsonRpcError', () => {
  it('is an Error with its code, named so', () => {
    const error = new JsonRpcError(JSON_RPC_ERROR.methodNotFound, 'Method not found')
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ name: 'JsonRpcError', code: -32601, message: 'Method not found' })
  })

  it('answers as the reply’s error member, with data only when there is some', () => {
    expect(new JsonRpcError(-32002, 'failed', { logs: [] }).toJson()).toEqual({
      code: -32002,
      message: 'failed',
      data: { logs: [] },
    })
    expect(new JsonRpcError(JSON_RPC_ERROR.internalError, 'x').toJson()).toEqual({
      code: -32603,
      message: 'x',
    })
  })

  it('has the standard codes', () => {
    expect(JSON_RPC_ERROR).toEqual({
      parseError: -32700,
      invalidRequest: -32600,
      methodNotFound: -32601,
      invalidParams: -32602,
      internalError: -32603,
    })
  })
})
