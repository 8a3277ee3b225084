import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { deriveMacKey } from './mac-keys.js'
import { bindState, SOCIAL_STATE_LIFETIME_MS, verifyState } from './social-state.js'

const key = deriveMacKey(randomBytes(32), 'social-state')
const PAGE_STATE = 'p'.repeat(43)

describe('the social state', () => {
  it('carries the dapp and provider it was made for', () => {
    const state = bindState(key, PAGE_STATE, { dappOrigin: 'https://dapp.example', provider: 'x' })
    expect(verifyState(key, state)).toEqual({ dappOrigin: 'https://dapp.example', provider: 'x' })
  })

  it('a state MAC’d for one dapp, edited to name another, is refused (the code would be posted there)', () => {
    const state = bindState(key, PAGE_STATE, { dappOrigin: 'https://dapp.example', provider: 'google' })
    const [page, , tag] = state.split('.')
    const claims = Buffer.from(
      JSON.stringify({ o: 'https://evil.test', p: 'google', e: Date.now() + 60_000 }),
    )
    expect(() => verifyState(key, `${page}.${claims.toString('base64url')}.${tag}`)).toThrow(
      'This sign-in link is not valid',
    )
  })

  it('a state made with another server key, or expired, is refused', () => {
    const other = bindState(deriveMacKey(randomBytes(32), 'social-state'), PAGE_STATE, {
      dappOrigin: 'https://dapp.example',
      provider: 'google',
    })
    expect(() => verifyState(key, other)).toThrow('not valid')
    const state = bindState(key, PAGE_STATE, { dappOrigin: 'https://dapp.example', provider: 'google' }, 0)
    expect(() => verifyState(key, state, SOCIAL_STATE_LIFETIME_MS + 1)).toThrow('not valid')
    expect(() => verifyState(key, 'no-dots')).toThrow('not valid')
  })
})
