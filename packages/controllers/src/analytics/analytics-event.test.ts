import { describe, expect, it } from 'vitest'
import { pageInfo } from './analytics-event.js'

describe('pageInfo', () => {
  it('keeps the origin and path, never the query or fragment (they may carry tokens)', () => {
    const location = new URL('http://127.0.0.1:4173/shop/cart?token=secret#code=1')
    expect(pageInfo(location)).toEqual({ url: 'http://127.0.0.1:4173/shop/cart', domain: '127.0.0.1:4173' })
  })
})
