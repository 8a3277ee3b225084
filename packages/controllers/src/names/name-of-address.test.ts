import { describe, expect, it, vi } from 'vitest'
import { connectWallet } from '../session/connect-wallet.js'
import { createTestCore } from '../test/core.js'
import { fakeApi } from '../test/fake-account.js'
import { connector, FakeAdapter, network } from '../test/fake-adapter.js'
import { nameOfAddress } from './name-of-address.js'

describe('nameOfAddress', () => {
  it("answers the active namespace's name of an address", async () => {
    const adapter = new FakeAdapter()
    adapter.identity = {
      getIdentity: async ({ address }) => (address === '0xb0b' ? { name: 'bob.reown.id' } : {}),
    }
    const core = createTestCore({ adapters: [adapter], networks: [network(1)], api: async () => fakeApi() })
    await connectWallet(core, { connector: connector('a') })
    await expect(nameOfAddress(core, '0xb0b')).resolves.toBe('bob.reown.id')
    await expect(nameOfAddress(core, '0xca7')).resolves.toBeUndefined()
  })

  it('answers nothing when the lookup fails or nothing is connected', async () => {
    // The account's own identity fails the same way on connecting, and says so.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const adapter = new FakeAdapter()
    adapter.identity = {
      getIdentity: async () => {
        throw new Error('down')
      },
    }
    const core = createTestCore({ adapters: [adapter], networks: [network(1)] })
    await expect(nameOfAddress(core, '0xb0b')).resolves.toBeUndefined()
    await connectWallet(core, { connector: connector('a') })
    await expect(nameOfAddress(core, '0xb0b')).resolves.toBeUndefined()
  })
})
