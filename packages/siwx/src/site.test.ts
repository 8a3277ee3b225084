import { afterEach, describe, expect, it, vi } from 'vitest'
import { SiwxLocationUnavailableError } from './errors/session-errors.js'
import { describeSites, isForSite, siteOf } from './site.js'

const SITE = { domain: 'app.example.com', uri: 'https://app.example.com/login' }

describe('siteOf', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('takes the configured domain and URI, else the page’s location', () => {
    expect(siteOf(SITE)).toEqual(SITE)
    vi.stubGlobal('location', { host: 'dapp.example:8443', origin: 'https://dapp.example:8443' })
    expect(siteOf({})).toEqual({ domain: 'dapp.example:8443', uri: 'https://dapp.example:8443' })
    expect(siteOf({ uri: 'https://dapp.example:8443/app' })).toMatchObject({
      uri: 'https://dapp.example:8443/app',
    })
  })

  it('has none without either (Node, workers)', () => {
    expect(() => siteOf({ domain: 'app.example.com' })).toThrow(SiwxLocationUnavailableError)
  })
})

describe('isForSite', () => {
  it('takes any page of the site, hosts compared as URLs compare them', () => {
    expect(isForSite({ domain: 'app.example.com', uri: 'https://app.example.com' }, SITE)).toBe(true)
    expect(isForSite({ domain: 'APP.example.com', uri: 'https://app.example.com:443/x?y' }, SITE)).toBe(true)
  })

  it.each([
    [
      'a phishing page’s domain with this site’s URI',
      { domain: 'evil.example', uri: 'https://app.example.com' },
    ],
    ['another site altogether', { domain: 'evil.example', uri: 'https://evil.example' }],
    ['this domain with another site’s URI', { domain: 'app.example.com', uri: 'https://evil.example' }],
    ['another scheme', { domain: 'app.example.com', uri: 'http://app.example.com' }],
    ['another port', { domain: 'app.example.com:8443', uri: 'https://app.example.com:8443' }],
    ['a URI that names no site', { domain: 'app.example.com', uri: 'urn:app.example.com' }],
  ])('refuses %s', (_, data) => {
    expect(isForSite(data, SITE)).toBe(false)
  })

  it('refuses everything for a site whose own domain is not its URI’s host', () => {
    const misconfigured = { domain: 'other.example', uri: 'https://app.example.com' }
    expect(isForSite({ domain: 'app.example.com', uri: 'https://app.example.com' }, misconfigured)).toBe(
      false,
    )
  })
})

describe('describeSites', () => {
  it('names both sites', () => {
    expect(describeSites({ domain: 'evil.example', uri: 'https://app.example.com' }, SITE)).toBe(
      'signed for evil.example (https://app.example.com), this site is app.example.com (https://app.example.com/login)',
    )
  })
})
