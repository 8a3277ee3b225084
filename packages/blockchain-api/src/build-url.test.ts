import { describe, expect, it } from 'vitest'
import { buildUrl, normalizeBaseUrl } from './build-url.js'
import { InvalidBaseUrlError } from './errors.js'

describe('normalizeBaseUrl', () => {
  it('drops trailing slashes and keeps a path prefix', () => {
    expect(normalizeBaseUrl('http://127.0.0.1:8787/')).toBe('http://127.0.0.1:8787')
    expect(normalizeBaseUrl('https://example.test/explorer//')).toBe('https://example.test/explorer')
  })

  it.each([
    '',
    '127.0.0.1:8787/x',
    'not a url',
    'ftp://example.test',
    'http://a.test/?x=1',
    'http://a.test/#x',
  ])('rejects %o', (value) => {
    expect(() => normalizeBaseUrl(value)).toThrow(InvalidBaseUrlError)
  })
})

describe('buildUrl', () => {
  it('joins lists with commas and leaves out empty values', () => {
    const url = new URL(
      buildUrl('http://127.0.0.1:1', '/getWallets', {
        projectId: 'p',
        page: 2,
        search: '',
        include: ['a', 'b'],
        exclude: [],
        chains: ['eip155:1', '', 'solana:x'],
        badge_type: undefined,
        flag: false,
      }),
    )
    expect(url.pathname).toBe('/getWallets')
    expect([...url.searchParams]).toEqual([
      ['projectId', 'p'],
      ['page', '2'],
      ['include', 'a,b'],
      ['chains', 'eip155:1,solana:x'],
      ['flag', 'false'],
    ])
  })

  it('has no question mark without a query', () => {
    expect(buildUrl('http://127.0.0.1:1/x', '/y', {})).toBe('http://127.0.0.1:1/x/y')
  })
})
