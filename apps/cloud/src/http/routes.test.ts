import { describe, expect, it } from 'vitest'
import { decodeSegment, findRoute, type RouteTable, underPath } from './routes.js'

const table: RouteTable<string> = {
  '/a': { GET: 'get a', POST: 'post a' },
  '/b': { DELETE: 'delete b' },
}

describe('findRoute', () => {
  it('finds the route of a path and method', () => {
    expect(findRoute(table, '/a', 'POST')).toEqual({ kind: 'found', route: 'post a' })
    expect(findRoute(table, '/b', 'DELETE')).toEqual({ kind: 'found', route: 'delete b' })
  })

  it('tells a path nobody answers from a method the path does not take, with its Allow', () => {
    expect(findRoute(table, '/c', 'GET')).toEqual({ kind: 'notFound' })
    expect(findRoute(table, '/a', 'PUT')).toEqual({ kind: 'methodNotAllowed', allow: 'GET, POST, OPTIONS' })
    expect(findRoute(table, '/b', undefined)).toEqual({ kind: 'methodNotAllowed', allow: 'DELETE, OPTIONS' })
  })

  it('never finds what an object inherits', () => {
    expect(findRoute(table, '/constructor', 'GET')).toEqual({ kind: 'notFound' })
    expect(findRoute(table, 'toString', 'GET')).toEqual({ kind: 'notFound' })
    expect(findRoute(table, '/a', 'constructor')).toEqual({
      kind: 'methodNotAllowed',
      allow: 'GET, POST, OPTIONS',
    })
  })
})

describe('underPath', () => {
  it('gives the rest of a path under a prefix, empty for the prefix itself', () => {
    expect(underPath('/siwx/v1', '/siwx/v1')).toBe('')
    expect(underPath('/siwx/v1/', '/siwx/v1')).toBe('/')
    expect(underPath('/siwx/v1/nonces', '/siwx/v1')).toBe('/nonces')
  })

  it('is undefined for a path that only starts with the same letters', () => {
    expect(underPath('/siwx/v1x', '/siwx/v1')).toBeUndefined()
    expect(underPath('/other', '/siwx/v1')).toBeUndefined()
  })
})

describe('decodeSegment', () => {
  it('decodes percent-encoding, or says it cannot', () => {
    expect(decodeSegment('a%20b')).toBe('a b')
    expect(decodeSegment('%E0%A4%A')).toBeUndefined()
  })
})
