import { describe, expect, it } from 'vitest'
import { MemoryStorage } from '../test-utils/memory-storage.js'
import { createAuthorization } from './authorization.js'

const KEY = 'appkit-bitcoin-test-wallet:test'

describe('createAuthorization', () => {
  it('starts with nothing approved and not connected', () => {
    const authorization = createAuthorization(new MemoryStorage(), KEY)
    expect([authorization.purposes(), authorization.isConnected()]).toEqual([[], false])
    expect(authorization.covers(['payment'])).toBe(false)
  })

  it('adds approved purposes, in the wallet order, and says when the accounts change', () => {
    const authorization = createAuthorization(new MemoryStorage(), KEY)
    expect(authorization.connect(['ordinals'])).toBe(true)
    expect(authorization.connect(['ordinals'])).toBe(false)
    expect(authorization.connect(['payment'])).toBe(true)
    expect(authorization.purposes()).toEqual(['payment', 'ordinals'])
    expect(authorization.covers(['ordinals', 'payment'])).toBe(true)
  })

  it('remembers approvals across a reload, but not the connection', () => {
    const storage = new MemoryStorage()
    createAuthorization(storage, KEY).connect(['payment'])
    expect(storage.getItem(KEY)).toBe('{"purposes":["payment"]}')
    const reloaded = createAuthorization(storage, KEY)
    expect([reloaded.purposes(), reloaded.isConnected()]).toEqual([['payment'], false])
  })

  it('forgets everything on disconnect, and says whether the dapp had accounts', () => {
    const storage = new MemoryStorage()
    const authorization = createAuthorization(storage, KEY)
    authorization.connect(['payment', 'ordinals'])
    expect(authorization.disconnect()).toBe(true)
    expect(authorization.disconnect()).toBe(false)
    expect(createAuthorization(storage, KEY).purposes()).toEqual([])
  })

  it('treats malformed storage as nothing approved, keeping what it recognises', () => {
    for (const [raw, purposes] of [
      ['{', []],
      ['null', []],
      ['{"purposes":"payment"}', []],
      ['{"purposes":["payment","stacks",7]}', ['payment']],
    ] as const) {
      const storage = new MemoryStorage()
      storage.setItem(KEY, raw)
      expect(createAuthorization(storage, KEY).purposes()).toEqual(purposes)
    }
  })

  it('works without storage (a page that may not use it)', () => {
    const authorization = createAuthorization(undefined, KEY)
    authorization.connect(['payment'])
    expect(authorization.isConnected()).toBe(true)
  })
})
