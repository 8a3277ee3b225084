import { describe, expect, it } from 'vitest'
import { MAX_PENDING_SOCIAL_LOGINS, SOCIAL_LOGIN_LIFETIME_MS } from '../constants.js'
import { createPendingSocialLogins } from './pending-social-logins.js'

const login = { provider: 'google', nonce: 'n', codeVerifier: 'v' } as const

describe('pending social logins', () => {
  it('give a login back once, for its state only', () => {
    const logins = createPendingSocialLogins()
    logins.add('s1', login)
    expect(logins.take('other')).toBeUndefined()
    expect(logins.take('s1')).toEqual(login)
    expect(logins.take('s1')).toBeUndefined()
  })

  it('forget a login after its lifetime, and keep only the newest few', () => {
    let now = 0
    const logins = createPendingSocialLogins(() => now)
    logins.add('old', login)
    now = SOCIAL_LOGIN_LIFETIME_MS
    expect(logins.take('old')).toBeUndefined()
    for (let i = 0; i <= MAX_PENDING_SOCIAL_LOGINS; i++) logins.add(`s${i}`, login)
    expect(logins.take('s0')).toBeUndefined()
    expect(logins.take(`s${MAX_PENDING_SOCIAL_LOGINS}`)).toEqual(login)
  })
})
