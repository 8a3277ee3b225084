import { InvalidRpcResponseError, RpcError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { readRpcAnswers, settleAnswer } from './rpc-answers.js'

const where = 'POST http://127.0.0.1:1/v1/'
const read = (body: unknown) => readRpcAnswers(JSON.stringify(body), where)

describe('readRpcAnswers', () => {
  it('reads a single answer and a batch by id, whatever the order', () => {
    expect(read({ jsonrpc: '2.0', id: 1, result: '0x1' }).byId.get(1)).toEqual({
      kind: 'result',
      result: '0x1',
    })
    const answers = read([
      { jsonrpc: '2.0', id: 3, result: null },
      { jsonrpc: '2.0', id: 2, error: { code: -32602, message: 'Unsupported chain', data: { chain: 'x' } } },
    ])
    expect(answers.byId.get(3)).toEqual({ kind: 'result', result: null })
    expect(answers.byId.get(2)).toEqual({
      kind: 'error',
      code: -32602,
      message: 'Unsupported chain',
      data: { chain: 'x' },
    })
  })

  it('marks answers of the wrong shape, each on its own', () => {
    const answers = read([
      { id: 1 },
      { id: 2, error: { message: 'no code' } },
      { id: 3, error: { code: 1.5, message: 'x' } },
      { id: 4, error: { code: 1, message: 7 } },
      { id: 5, result: 'fine' },
    ])
    expect(answers.byId.get(1)).toEqual({ kind: 'invalid', reason: 'neither result nor error' })
    expect(answers.byId.get(2)).toEqual({ kind: 'invalid', reason: 'error without an integer code' })
    expect(answers.byId.get(3)).toMatchObject({ kind: 'invalid' })
    expect(answers.byId.get(4)).toEqual({ kind: 'invalid', reason: 'error message is not text' })
    expect(answers.byId.get(5)).toEqual({ kind: 'result', result: 'fine' })
  })

  it('keeps an error without an id for every request, and ignores answers it cannot place', () => {
    const answers = read([
      { id: null, error: { code: -32700, message: 'Parse error' } },
      { id: 'x', result: 1 },
    ])
    expect(answers.unmatched).toMatchObject({ kind: 'error', code: -32700 })
    expect(answers.byId.size).toBe(0)
  })

  it.each([
    ['not JSON', '{"jsonrpc": "2.0", "id": 1, "res'],
    ['a number', '42'],
    ['null', 'null'],
    ['a list of strings', '["ok"]'],
  ])('rejects a body that is %s', (_, text) => {
    expect(() => readRpcAnswers(text, where)).toThrow(InvalidRpcResponseError)
  })

  it('says what the body was and where it came from', () => {
    expect(() => readRpcAnswers('<html>', where)).toThrow(
      expect.objectContaining({ details: `Body is not JSON: <html> (${where})` }),
    )
  })
})

describe('settleAnswer', () => {
  it('returns the result', () => {
    expect(settleAnswer({ kind: 'result', result: { a: 1 } }, 'eth_call', where)).toEqual({ a: 1 })
  })

  it('turns a JSON-RPC error into RpcError with its code and the server’s message', () => {
    const run = () =>
      settleAnswer(
        { kind: 'error', code: -32602, message: 'Unsupported chain', data: 'eip155:9' },
        'wallet_getAssets',
        where,
      )
    expect(run).toThrow(RpcError)
    expect(run).toThrow(
      expect.objectContaining({
        code: -32602,
        message: 'Unsupported chain',
        details: `wallet_getAssets (${where}); data: "eip155:9"`,
      }),
    )
  })

  it('words an error the server left blank from its code', () => {
    expect(() =>
      settleAnswer({ kind: 'error', code: -32601, message: '', data: undefined }, 'm', where),
    ).toThrow('Method not found: the method does not exist or is not available.')
    expect(() => settleAnswer({ kind: 'error', code: 7, message: '', data: undefined }, 'm', where)).toThrow(
      'Unknown error',
    )
  })

  it('turns a missing or malformed answer into InvalidRpcResponseError', () => {
    expect(() => settleAnswer(undefined, 'eth_chainId', where)).toThrow(
      expect.objectContaining({
        name: 'InvalidRpcResponseError',
        details: `No answer to eth_chainId (${where})`,
      }),
    )
    expect(() => settleAnswer({ kind: 'invalid', reason: 'neither result nor error' }, 'm', where)).toThrow(
      InvalidRpcResponseError,
    )
  })
})
