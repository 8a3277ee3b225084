import { describe, expect, it, vi } from 'vitest'
import { connectWallet } from '../session/connect-wallet.js'
import { createTestCore } from '../test/core.js'
import { fakeApi } from '../test/fake-account.js'
import { connector, FakeAdapter, flush, network } from '../test/fake-adapter.js'

describe('fetchIdentity', () => {
  it('gives a connected account its name and avatar from the API', async () => {
    const core = createTestCore({
      adapters: [new FakeAdapter()],
      networks: [network(1)],
      api: async () => fakeApi(),
    })
    await connectWallet(core, { connector: connector('a') })
    await vi.waitFor(() =>
      expect(core.chains.chains.eip155!.account).toMatchObject({
        profileName: 'alice.lab.id',
        profileImage: 'http://127.0.0.1/a.png',
      }),
    )
  })

  it('a failing API leaves the account without a name, and the connection intact', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const api = fakeApi({
      getIdentity: async () => {
        throw new Error('HTTP status code: 500')
      },
    })
    const core = createTestCore({
      adapters: [new FakeAdapter()],
      networks: [network(1)],
      api: async () => api,
    })
    await connectWallet(core, { connector: connector('a') })
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('[appkit] identity unavailable', expect.any(Error)),
    )
    expect(core.chains.chains.eip155!.account.status).toBe('connected')
    expect(core.chains.chains.eip155!.account.profileName).toBeUndefined()
    warn.mockRestore()
  })

  it('a namespace whose adapter has no names (Solana) never asks the API', async () => {
    const getIdentity = vi.fn(async () => ({ name: 'x' }))
    const adapter = new FakeAdapter()
    adapter.identity = undefined
    const core = createTestCore({
      adapters: [adapter],
      networks: [network(1)],
      api: async () => fakeApi({ getIdentity }),
    })
    await connectWallet(core, { connector: connector('a') })
    await flush()
    expect(getIdentity).not.toHaveBeenCalled()
    expect(core.chains.chains.eip155!.account.profileName).toBeUndefined()
  })
})
