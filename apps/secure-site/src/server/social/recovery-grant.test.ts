import { describe, expect, it } from 'vitest'
import { deriveMacKey } from './mac-keys.js'
import { isRecoveryGrantFor, recoveryGrant } from './recovery-grant.js'

const key = deriveMacKey(new Uint8Array(32).fill(1), 'recovery-grant')

describe('the recovery grant', () => {
  it('is bound to the one ID token this server redeemed', () => {
    const grant = recoveryGrant(key, 'token-a')
    expect(isRecoveryGrantFor(key, 'token-a', grant)).toBe(true)
    expect(isRecoveryGrantFor(key, 'token-b', grant)).toBe(false)
  })

  it('cannot be made without the server’s key (the cloud sees tokens, never grants)', () => {
    const other = deriveMacKey(new Uint8Array(32).fill(2), 'recovery-grant')
    expect(isRecoveryGrantFor(key, 'token-a', recoveryGrant(other, 'token-a'))).toBe(false)
  })
})
