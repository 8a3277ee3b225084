import { describe, expect, it } from 'vitest'
import { memoryStorage } from './memory-storage.test-helper.js'
import { sessionIdentity, sessionStore } from './session-store.js'

const SESSION = {
  token: 'a'.repeat(43),
  userId: 'u1',
  email: 'a@example.com',
  expiresAt: '2030-01-01T00:00:00Z',
}

describe('sessionStore', () => {
  it('keeps the session', () => {
    const store = sessionStore(memoryStorage())
    store.write(SESSION)
    expect(store.read()).toEqual(SESSION)
  })

  it('drops a session whose token is not the cloud’s format', () => {
    const storage = memoryStorage()
    storage.map.set('appkit-secure-site/session', JSON.stringify({ ...SESSION, token: 'x' }))
    expect(sessionStore(storage).read()).toBeUndefined()
  })
})

describe('sessionIdentity', () => {
  it('is the email for an email login, the provider for a social one, the fid for Farcaster', () => {
    expect(sessionIdentity(SESSION)).toEqual({ kind: 'email', email: 'a@example.com' })
    const social = { provider: 'github' as const, userName: 'ada' }
    expect(sessionIdentity({ ...SESSION, social })).toEqual({ kind: 'social', ...social })
    const farcaster = { fid: 7, userName: 'ada.eth' }
    expect(sessionIdentity({ ...SESSION, email: undefined, farcaster })).toEqual({
      kind: 'farcaster',
      ...farcaster,
    })
  })
})
