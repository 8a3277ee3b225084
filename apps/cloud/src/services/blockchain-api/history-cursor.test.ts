import { describe, expect, it } from 'vitest'
import { decodeHistoryCursor, encodeHistoryCursor } from './history-cursor.js'

describe('the history cursor', () => {
  it('round-trips a position as URL-safe text', () => {
    const cursor = encodeHistoryCursor({ blockNumber: 123456, txIndex: 7 })
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(decodeHistoryCursor(cursor)).toEqual({ blockNumber: 123456, txIndex: 7 })
  })

  it.each([
    '',
    'abc',
    Buffer.from('[1]').toString('base64url'),
    Buffer.from('[1,-2]').toString('base64url'),
    Buffer.from('["1",2]').toString('base64url'),
    Buffer.from('{"a":1}').toString('base64url'),
  ])('refuses %o', (cursor) => {
    expect(decodeHistoryCursor(cursor)).toBeUndefined()
  })
})
