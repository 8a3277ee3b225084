import { describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../storage/memory-storage.test-helper.js'
import { createFakeWalletCloud } from './fake-wallet-cloud.test-helper.js'
import { createLazyWalletKeys } from './lazy-wallet-keys.js'
import type { WalletKeys } from './wallet-keys.js'

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

  it("hands every argument on to the real keys: a social user's login proof reaches the recovery share (the dropped proof that broke their passkey)", async () => {
    const calls: unknown[][] = []
    const record =
      (name: string) =>
      async (...args: unknown[]) => {
        calls.push([name, ...args])
        return undefined as never
      }
    vi.resetModules()
    vi.doMock('./wallet-keys.js', () => ({
      createWalletKeys: (): WalletKeys => ({
        setUp: record('setUp'),
        addresses: () => undefined,
        withSecret: record('withSecret'),
        openRecoveryShare: record('openRecoveryShare'),
        setUpWithRecoveryShare: record('setUpWithRecoveryShare'),
      }),
    }))
    try {
      const { createLazyWalletKeys: lazy } = await import('./lazy-wallet-keys.js')
      const keys = lazy({ ...(await createFakeWalletCloud()), storage: memoryStorage() })
      const social = { ...session, social: { provider: 'google' as const, userName: 'ada' } }
      const proof = { idToken: 'id-token', recoveryGrant: 'grant' }
      const use = async () => 1
      const recovery = new Uint8Array([1, 2, 3])
      await keys.setUp(social, proof)
      await keys.openRecoveryShare(social, proof)
      await keys.withSecret(social, use)
      await keys.setUpWithRecoveryShare(social, recovery)
      expect(calls).toEqual([
        ['setUp', social, proof],
        ['openRecoveryShare', social, proof],
        ['withSecret', social, use],
        ['setUpWithRecoveryShare', social, recovery],
      ])
    } finally {
      vi.doUnmock('./wallet-keys.js')
      vi.resetModules()
    }
  })
})
