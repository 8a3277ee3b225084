import { describe, expect, it } from 'vitest'
import { hostCheck, hostOfUrl } from './host-check.js'

describe('hostCheck', () => {
  it('answers the loopback names on its own port only', () => {
    const allowed = hostCheck(8787)
    expect(allowed('127.0.0.1:8787')).toBe(true)
    expect(allowed('localhost:8787')).toBe(true)
    expect(allowed('LOCALHOST:8787')).toBe(true)
    expect(allowed('[::1]:8787')).toBe(true)
    expect(allowed('127.0.0.1:8788')).toBe(false)
    expect(allowed('127.0.0.1')).toBe(false)
  })

  it('refuses a rebound name and malformed headers', () => {
    const allowed = hostCheck(8787)
    for (const host of [
      'evil.example:8787',
      'evil.example',
      '127.0.0.1.evil.example:8787',
      'user@127.0.0.1:8787',
      '127.0.0.1:8787/x',
      '127.0.0.1:8787 ',
      '',
      undefined,
    ]) {
      expect(allowed(host)).toBe(false)
    }
  })

  it('answers configured names, with any port or the one given', () => {
    const allowed = hostCheck(8787, { allowedHosts: ['cloud.example.com', 'api.example.com:8443'] })
    expect(allowed('cloud.example.com')).toBe(true)
    expect(allowed('cloud.example.com:8787')).toBe(true)
    expect(allowed('api.example.com:8443')).toBe(true)
    expect(allowed('api.example.com')).toBe(false)
    expect(allowed('evil.example')).toBe(false)
  })

  it('reads the host of PUBLIC_URL', () => {
    expect(hostOfUrl('https://cloud.example.com')).toBe('cloud.example.com')
    expect(hostOfUrl('http://cloud.example.com:8080')).toBe('cloud.example.com:8080')
    expect(hostOfUrl(undefined)).toBeUndefined()
  })
})
