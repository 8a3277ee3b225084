import { type AppKitError, InvalidFrameOriginError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { buildFrameUrl, secureSiteOrigin } from './frame-url.js'

const base = { secureSiteUrl: 'https://secure.example.com/', projectId: 'p1', version: 'html-wagmi-4.2.2' }

describe('buildFrameUrl', () => {
  it('puts the spec §7 query on the secure site URL', () => {
    const url = new URL(
      buildFrameUrl({
        ...base,
        chainId: 'eip155:1',
        enableLogger: false,
        rpcUrl: 'https://rpc.example.com',
        enableCloudAuthAccount: true,
      }),
    )
    expect(url.origin).toBe('https://secure.example.com')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'p1',
      chainId: 'eip155:1',
      version: 'html-wagmi-4.2.2',
      enableLogger: 'false',
      rpcUrl: 'https://rpc.example.com',
      enableCloudAuthAccount: 'true',
    })
  })

  it('leaves out what is not given, logs by default, and names cloud accounts only when enabled', () => {
    const url = new URL(buildFrameUrl({ ...base, enableCloudAuthAccount: false }))
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'p1',
      version: 'html-wagmi-4.2.2',
      enableLogger: 'true',
    })
  })

  it('encodes values and keeps the page path and its own query', () => {
    const url = new URL(
      buildFrameUrl({
        ...base,
        secureSiteUrl: 'https://secure.example.com/frame?lang=en',
        projectId: 'a&b=c',
      }),
    )
    expect(url.pathname).toBe('/frame')
    expect(url.searchParams.get('lang')).toBe('en')
    expect(url.searchParams.get('projectId')).toBe('a&b=c')
    expect(url.searchParams.get('b')).toBeNull()
  })
})

describe('secureSiteOrigin', () => {
  it('is the exact origin of the secure site', () => {
    expect(secureSiteOrigin('https://secure.example.com/frame?x=1')).toBe('https://secure.example.com')
    expect(secureSiteOrigin('https://secure.example.com:8443/')).toBe('https://secure.example.com:8443')
    expect(secureSiteOrigin('http://localhost:5174/')).toBe('http://localhost:5174')
    expect(secureSiteOrigin('http://127.0.0.1:5174/')).toBe('http://127.0.0.1:5174')
  })

  it.each([
    'not a url',
    'http://secure.example.com/',
    'javascript:alert(1)',
    'data:text/html,x',
    'file:///frame.html',
    '',
  ])('refuses %j', (url) => {
    const error = (() => {
      try {
        secureSiteOrigin(url)
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(InvalidFrameOriginError)
    expect((error as AppKitError).message).toBe('Invalid frame origin')
  })
})
