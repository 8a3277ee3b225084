import { describe, expect, it } from 'vitest'
import { MemoryStorage } from '../test-utils/memory-storage.js'
import { createAuthorization } from './authorization.js'

const KEY = 'appkit-solana-test-wallet:test'

describe('createAuthorization', () => {
  it('starts neither authorized nor connected', () => {
    const authorization = createAuthorization(new MemoryStorage(), KEY)
    expect([authorization.isAuthorized(), authorization.isConnected()]).toEqual([false, false])
  })

  it('remembers an approval across a reload, but not the connection', () => {
    const storage = new MemoryStorage()
    const first = createAuthorization(storage, KEY)
    expect(first.connect()).toBe(true)
    expect(first.connect()).toBe(false)
    expect(storage.getItem(KEY)).toBe('{"authorized":true}')

    const reloaded = createAuthorization(storage, KEY)
    expect([reloaded.isAuthorized(), reloaded.isConnected()]).toEqual([true, false])
  })

  it('forgets the approval on disconnect, and says whether the dapp had lost an account', () => {
    const storage = new MemoryStorage()
    const authorization = createAuthorization(storage, KEY)
    authorization.connect()
    expect(authorization.disconnect()).toBe(true)
    expect(authorization.disconnect()).toBe(false)
    expect(createAuthorization(storage, KEY).isAuthorized()).toBe(false)
  })

  it('treats malformed storage as never authorized', () => {
    for (const raw of ['{', '"yes"', '{"authorized":"true"}', 'null']) {
      const storage = new MemoryStorage()
      storage.setItem(KEY, raw)
      expect(createAuthorization(storage, KEY).isAuthorized()).toBe(false)
    }
  })

  it('works without storage (a page that may not use it)', () => {
    const authorization = createAuthorization(undefined, KEY)
    authorization.connect()
    expect(authorization.isConnected()).toBe(true)
  })
})
