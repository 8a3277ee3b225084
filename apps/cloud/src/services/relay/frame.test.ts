import { describe, expect, it } from 'vitest'
import { parseFrame } from './frame.js'

describe('parseFrame', () => {
  it('reads a request with its id as written', () => {
    const frame = parseFrame(
      '{"id":1739194530000123456,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"t"}}',
    )
    expect(frame).toEqual({
      kind: 'request',
      id: '1739194530000123456',
      method: 'irn_subscribe',
      params: { topic: 't' },
    })
  })

  it('reads a client ack as a response', () => {
    expect(parseFrame('{"id":42,"jsonrpc":"2.0","result":true}')).toEqual({
      kind: 'response',
      id: '42',
      ok: true,
    })
    expect(parseFrame('{"id":"42","jsonrpc":"2.0","error":{"code":1,"message":"x"}}')).toEqual({
      kind: 'response',
      id: '"42"',
      ok: false,
    })
  })

  it.each([
    ['not json', 'nope{', -32700, 'null'],
    ['an array', '[1,2]', -32600, 'null'],
    ['a string', '"hi"', -32600, 'null'],
    ['null', 'null', -32600, 'null'],
    ['no id', '{"jsonrpc":"2.0","method":"irn_publish"}', -32600, 'null'],
    ['an object id', '{"id":{},"jsonrpc":"2.0","method":"irn_publish"}', -32600, 'null'],
    ['a boolean id', '{"id":true,"jsonrpc":"2.0","method":"irn_publish"}', -32600, 'null'],
    ['a numeric method', '{"id":7,"jsonrpc":"2.0","method":5}', -32600, '7'],
    ['no jsonrpc version', '{"id":7,"method":"irn_publish"}', -32600, '7'],
    ['neither request nor response', '{"id":7,"jsonrpc":"2.0"}', -32600, '7'],
  ])('answers %s with a JSON-RPC error', (_name, text, code, id) => {
    const frame = parseFrame(text)
    expect(frame.kind).toBe('invalid')
    if (frame.kind !== 'invalid') return
    expect(frame.error.code).toBe(code)
    expect(frame.id).toBe(id)
  })
})
