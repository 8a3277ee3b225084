import { describe, expect, it } from 'vitest'
import { hostOfUri, isDomainOfUri, originOfUri } from './site-of-uri.js'

describe('isDomainOfUri', () => {
  it.each([
    ['dapp.example', 'https://dapp.example'],
    ['dapp.example', 'https://dapp.example/login?x=1#y'],
    ['DAPP.example', 'https://dapp.EXAMPLE/'],
    ['dapp.example:8443', 'https://dapp.example:8443/'],
    ['dapp.example:443', 'https://dapp.example/'],
    ['127.0.0.1:4173', 'http://127.0.0.1:4173'],
    ['localhost:3000', 'http://localhost:3000/app'],
  ])('%s is the host of %s', (domain, uri) => {
    expect(isDomainOfUri(domain, uri)).toBe(true)
  })

  it.each([
    // The phishing page: its own domain, the real dapp's URI.
    ['evil.example', 'https://dapp.example/'],
    ['dapp.example', 'https://dapp.example:8443/'],
    ['dapp.example:8443', 'https://dapp.example/'],
    ['dapp.example.evil.example', 'https://dapp.example/'],
    ['evil.example@dapp.example', 'https://dapp.example/'],
    ['dapp.example/login', 'https://dapp.example/'],
    ['dapp.example?x', 'https://dapp.example/'],
    ['', 'https://dapp.example/'],
    ['dapp.example', 'urn:dapp.example'],
    ['dapp.example', 'did:web:dapp.example'],
    ['dapp.example', 'ftp://dapp.example/'],
    ['dapp.example', 'not a uri'],
  ])('%s is not the host of %s', (domain, uri) => {
    expect(isDomainOfUri(domain, uri)).toBe(false)
  })
})

describe('hostOfUri and originOfUri', () => {
  it('read an http(s) URI’s host and origin, the default port left out', () => {
    expect(hostOfUri('https://Dapp.example:443/login')).toBe('dapp.example')
    expect(originOfUri('https://Dapp.example:443/login')).toBe('https://dapp.example')
    expect(hostOfUri('http://127.0.0.1:4173/x')).toBe('127.0.0.1:4173')
    expect(originOfUri('http://127.0.0.1:4173/x')).toBe('http://127.0.0.1:4173')
  })

  it('have none for a URI that names no web site', () => {
    for (const uri of ['urn:uuid:1', 'did:pkh:eip155:1:0x0', 'ipfs://bafy', 'junk']) {
      expect(hostOfUri(uri)).toBeUndefined()
      expect(originOfUri(uri)).toBeUndefined()
    }
  })
})
