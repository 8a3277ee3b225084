import { describe, expect, it, vi } from 'vitest'
import { invalidParams, methodNotFound } from './rpc-error.js'
import { answerRpcText, type RpcDispatch } from './rpc-handler.js'

const dispatch: RpcDispatch = (method, params) => {
  if (method === 'echo') return params
  if (method === 'big') return { lamports: 2n ** 64n - 1n }
  if (method === 'refuse') throw invalidParams('Invalid params: no')
  if (method === 'crash') throw new Error('boom')
  throw methodNotFound()
}

const answer = async (body: unknown, onError = vi.fn()) => {
  const text = await answerRpcText(typeof body === 'string' ? body : JSON.stringify(body), dispatch, onError)
  return text === undefined ? undefined : JSON.parse(text)
}

describe('answerRpcText', () => {
  it('answers a request with its result and id', async () => {
    expect(await answer({ jsonrpc: '2.0', id: 7, method: 'echo', params: [1] })).toEqual({
      jsonrpc: '2.0',
      result: [1],
      id: 7,
    })
  })

  it('keeps u64 results exact', async () => {
    const text = await answerRpcText('{"jsonrpc":"2.0","id":"a","method":"big"}', dispatch, vi.fn())
    expect(text).toBe('{"jsonrpc":"2.0","result":{"lamports":18446744073709551615},"id":"a"}')
  })

  it('answers a batch in order, leaving notifications out', async () => {
    const body = [
      { jsonrpc: '2.0', id: 1, method: 'echo', params: ['a'] },
      { jsonrpc: '2.0', method: 'echo', params: ['notified'] },
      { jsonrpc: '2.0', id: 2, method: 'nope' },
    ]
    expect(await answer(body)).toEqual([
      { jsonrpc: '2.0', result: ['a'], id: 1 },
      { jsonrpc: '2.0', error: { code: -32601, message: 'Method not found' }, id: 2 },
    ])
    expect(await answer([{ jsonrpc: '2.0', method: 'echo' }])).toBeUndefined()
  })

  it.each([
    ['not JSON', '{', -32700, null],
    ['an empty batch', [], -32600, null],
    ['a string', '"x"', -32600, null],
    ['no jsonrpc 2.0', { id: 3, method: 'echo' }, -32600, 3],
    ['no method', { jsonrpc: '2.0', id: 4 }, -32600, 4],
    ['params that are not structured', { jsonrpc: '2.0', id: 5, method: 'echo', params: 5 }, -32600, 5],
    ['an id that is an object', { jsonrpc: '2.0', id: {}, method: 'echo' }, -32600, null],
  ])('refuses %s', async (_, body, code, id) => {
    const reply = await answer(body)
    expect(reply.error.code).toBe(code)
    expect(reply.id).toBe(id)
  })

  it('answers a refusal with its error, and a bug with -32603 reported to onError', async () => {
    expect((await answer({ jsonrpc: '2.0', id: 1, method: 'refuse' })).error).toEqual({
      code: -32602,
      message: 'Invalid params: no',
    })
    const onError = vi.fn()
    expect((await answer({ jsonrpc: '2.0', id: 2, method: 'crash' }, onError)).error).toEqual({
      code: -32603,
      message: 'Internal error',
    })
    expect(onError).toHaveBeenCalledWith(new Error('boom'))
  })
})
