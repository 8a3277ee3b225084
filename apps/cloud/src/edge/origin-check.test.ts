import { describe, expect, it } from 'vitest'
import { originCheck } from './origin-check.js'

describe('originCheck', () => {
  it('trusts requests with no Origin (Node) and this machine’s pages on any port', () => {
    const trusted = originCheck()
    expect(trusted(undefined)).toBe(true)
    for (const origin of [
      'http://127.0.0.1:4173',
      'http://localhost:4177',
      'http://[::1]:4175',
      'http://127.0.0.1',
    ]) {
      expect(trusted(origin)).toBe(true)
    }
  })

  it('refuses any other site, lookalikes included', () => {
    const trusted = originCheck()
    for (const origin of [
      'https://evil.example',
      'http://127.0.0.1.evil.example',
      'http://localhost.evil.example:4173',
      'http://127.0.0.1:4173.evil.example',
      'null',
      '',
    ]) {
      expect(trusted(origin)).toBe(false)
    }
  })

  it('trusts the configured origins exactly', () => {
    const trusted = originCheck({ trustedOrigins: ['https://dapp.example'] })
    expect(trusted('https://dapp.example')).toBe(true)
    expect(trusted('https://dapp.example:444')).toBe(false)
    expect(trusted('http://dapp.example')).toBe(false)
  })
})
