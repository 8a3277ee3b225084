import { describe, expect, it } from 'vitest'
import { relyingPartyOf } from './passkey-relying-party.js'

describe('relyingPartyOf', () => {
  it('is the secure site: its origin, and its host as the RP ID', () => {
    expect(relyingPartyOf('http://localhost:4176')).toEqual({
      id: 'localhost',
      origin: 'http://localhost:4176',
      name: 'AppKit wallet',
    })
    expect(relyingPartyOf('https://wallet.example.com').id).toBe('wallet.example.com')
  })
})
