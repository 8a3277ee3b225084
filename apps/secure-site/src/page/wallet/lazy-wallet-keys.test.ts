import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../storage/memory-storage.test-helper.js'
import { createFakeWalletCloud } from './fake-wallet-cloud.test-helper.js'
import { createLazyWalletKeys } from './lazy-wallet-keys.js'

const session = { token: 'laptop', userId: 'u1', email: 'a@example.com', expiresAt: 'x' }

describe('createLazyWalletKeys', () => {
  it('reads addresses without loading anything, and sets up and signs through the real keys', async () => {
    const cloud = await createFakeWalletCloud()
    cloud.sessions.set('laptop', 'u1')
    const keys = createLazyWalletKeys({ ...cloud, storage: memoryStorage() })
    expect(keys.addresses('u1')).toBeUndefined()
    const addresses = await keys.setUp(session)
    expect(keys.addresses('u1')).toEqual(addresses)
    expect(await keys.withSecret(session, async (secret) => secret.length)).toBe(64)
  })
})
