import { describe, expect, it } from 'vitest'
import { deriveMacKey, mac, macMatches } from './mac-keys.js'

describe('MAC keys', () => {
  it('derive one key per purpose, the same on every instance with the same recovery key', () => {
    const recoveryKey = new Uint8Array(32).fill(7)
    expect(deriveMacKey(recoveryKey, 'social-state')).toEqual(
      deriveMacKey(recoveryKey.slice(), 'social-state'),
    )
    expect(deriveMacKey(recoveryKey, 'social-state')).not.toEqual(deriveMacKey(recoveryKey, 'recovery-grant'))
  })

  it('match only the text they were made for', () => {
    const key = deriveMacKey(new Uint8Array(32), 'recovery-grant')
    expect(macMatches(key, 'a', mac(key, 'a'))).toBe(true)
    expect(macMatches(key, 'b', mac(key, 'a'))).toBe(false)
    expect(macMatches(key, 'a', 'short')).toBe(false)
  })
})
