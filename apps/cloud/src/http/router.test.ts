import { describe, expect, it } from 'vitest'
import { createRouter, matchPath } from './router.js'

describe('matchPath', () => {
  it('gives the named segments of a matching path, still encoded', () => {
    expect(matchPath('/tx/:txid/hex', '/tx/ab%20c/hex')).toEqual({ txid: 'ab%20c' })
    expect(matchPath('/a/:x/b/:y', '/a/1/b/2')).toEqual({ x: '1', y: '2' })
    expect(matchPath('/fee-estimates', '/fee-estimates')).toEqual({})
  })

  it('matches no other number of segments, no other literal and no empty named segment', () => {
    expect(matchPath('/tx/:txid', '/tx/abc/')).toBeUndefined()
    expect(matchPath('/tx/:txid', '/tx')).toBeUndefined()
    expect(matchPath('/tx/:txid/hex', '/tx/abc/raw')).toBeUndefined()
    expect(matchPath('/tx/:txid/hex', '/tx//hex')).toBeUndefined()
    expect(matchPath('/tx', '/TX')).toBeUndefined()
  })
})

describe('createRouter', () => {
  const route = createRouter([
    { path: '/tx', route: () => 'broadcast' },
    { path: '/tx/:txid', route: ({ txid }) => `tx ${txid}` },
    { path: '/:any', route: ({ any }) => `fallback ${any}` },
  ])

  it('makes the route of the first pattern that matches, from its params', () => {
    expect(route('/tx')).toBe('broadcast')
    expect(route('/tx/abc')).toBe('tx abc')
    expect(route('/other')).toBe('fallback other')
  })

  it('is undefined for a path no pattern matches', () => {
    expect(route('/tx/abc/hex')).toBeUndefined()
    expect(route('/')).toBeUndefined()
  })
})
