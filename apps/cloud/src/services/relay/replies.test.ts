import { describe, expect, it } from 'vitest'
import { errorFrame, requestFrame, resultFrame } from './replies.js'

describe('replies', () => {
  it('echoes a huge id digit for digit', () => {
    expect(resultFrame('1739194530000123456', true)).toBe(
      '{"id":1739194530000123456,"jsonrpc":"2.0","result":true}',
    )
  })

  it('keeps a string id a string and answers undefined as null', () => {
    expect(resultFrame('"abc"', undefined)).toBe('{"id":"abc","jsonrpc":"2.0","result":null}')
  })

  it('formats errors and the relay’s own requests', () => {
    expect(JSON.parse(errorFrame('null', -32700, 'Parse error'))).toEqual({
      id: null,
      jsonrpc: '2.0',
      error: { code: -32700, message: 'Parse error' },
    })
    expect(JSON.parse(requestFrame(5, 'irn_subscription', { id: 's' }))).toEqual({
      id: 5,
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: { id: 's' },
    })
  })
})
