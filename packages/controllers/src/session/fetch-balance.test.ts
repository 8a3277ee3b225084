import { describe, expect, it, vi } from 'vitest'
import { createTestCore } from '../test/core.js'
import { connector, FakeAdapter, flush, network } from '../test/fake-adapter.js'
import { createMemoryBackend } from '../test/memory-storage.js'
import { STORAGE_KEYS } from '../utils/storage.js'
import { connectWallet } from './connect-wallet.js'
import { fetchBalance } from './fetch-balance.js'

async function connected(backend = createMemoryBackend()) {
  const adapter = new FakeAdapter()
  const core = createTestCore({ adapters: [adapter], networks: [network(1)] }, backend)
  await core.ready
  await connectWallet(core, { connector: connector('a') })
  await flush()
  return { core, adapter, account: () => core.chains.chains.eip155!.account }
}

describe('fetchBalance', () => {
  it('keeps the raw amount with its decimals, and caches it for 30 s', async () => {
    const { core, adapter, account } = await connected()
    expect(account().balance).toEqual({ value: adapter.balance, decimals: 18, symbol: 'ETH' })
    expect(core.backend.read(STORAGE_KEYS.nativeBalanceCache)).toMatchObject({
      'eip155:1:0xabc': { value: { value: '1234567000000000000', decimals: 18, symbol: 'ETH' } },
    })
    adapter.calls = []
    await fetchBalance(core, { namespace: 'eip155' })
    expect(adapter.calls).toEqual([])
    await fetchBalance(core, { namespace: 'eip155', force: true })
    expect(adapter.calls).toEqual(['balance'])
  })

  it('a fresh cache answers on the next load without asking the chain', async () => {
    const backend = createMemoryBackend()
    await connected(backend)
    const again = await connected(backend)
    expect(again.adapter.calls).not.toContain('balance')
    expect(again.account().balance?.value).toBe(again.adapter.balance)
  })

  it('identical reads in flight share one request', async () => {
    const { core, adapter } = await connected()
    adapter.calls = []
    await Promise.all([
      fetchBalance(core, { namespace: 'eip155', force: true }),
      fetchBalance(core, { namespace: 'eip155' }),
    ])
    expect(adapter.calls).toEqual(['balance'])
  })

  it('a failure leaves no balance and no loading, with a warning', async () => {
    const { core, adapter, account } = await connected()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    adapter.balances.getNativeBalance = async () => {
      throw new Error('HTTP status code: 503')
    }
    await fetchBalance(core, { namespace: 'eip155', force: true })
    expect(account()).toMatchObject({ balance: undefined, balanceLoading: false })
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })

  it('a namespace whose adapter has no balance capability has no balance', async () => {
    const adapter = Object.assign(new FakeAdapter(), { balances: undefined })
    const core = createTestCore({ adapters: [adapter], networks: [network(1)] })
    await connectWallet(core, { connector: connector('a') })
    await fetchBalance(core, { namespace: 'eip155' })
    expect(core.chains.chains.eip155!.account).toMatchObject({ balance: undefined, balanceLoading: false })
  })

  it('an unreadable cached amount is a miss', async () => {
    const backend = createMemoryBackend({
      [STORAGE_KEYS.nativeBalanceCache]: {
        'eip155:1:0xabc': { timestamp: Date.now(), value: { value: '-1', decimals: 18, symbol: 'ETH' } },
      },
    })
    const { adapter } = await connected(backend)
    expect(adapter.calls).toContain('balance')
  })
})
