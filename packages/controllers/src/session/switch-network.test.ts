import { describe, expect, it, vi } from 'vitest'
import { attachModalFlows } from '../modal/attach-modal-flows.js'
import { switchNetworkFromModal } from '../modal/network-flows.js'
import { createTestCore } from '../test/core.js'
import { connector, FakeAdapter, flush, network } from '../test/fake-adapter.js'
import { createMemoryBackend } from '../test/memory-storage.js'
import { STORAGE_KEYS } from '../utils/storage.js'
import { connectWallet } from './connect-wallet.js'
import { switchNetwork } from './switch-network.js'

async function setup(adapters = [new FakeAdapter()], networks = [network(1), network(10)]) {
  const core = createTestCore({ adapters, networks })
  await core.ready
  return { core, adapter: adapters[0]!, chain: () => core.chains.chains.eip155! }
}

describe('switchNetwork (spec §4)', () => {
  it('asks the wallet first, then updates the network and remembers it', async () => {
    const { core, adapter, chain } = await setup()
    await connectWallet(core, { connector: connector('a') })
    await switchNetwork(core, { network: network(10) })
    expect(adapter.calls).toContain('switch:eip155:10')
    expect(chain().caipNetwork?.caipNetworkId).toBe('eip155:10')
    expect(chain().account.caipAddress).toBe('eip155:10:0xabc')
    expect(core.backend.read(STORAGE_KEYS.activeCaipNetworkId)).toBe('eip155:10')
  })

  it('while disconnected changes the network without the wallet', async () => {
    const { core, adapter, chain } = await setup()
    await switchNetwork(core, { network: network(10) })
    expect(adapter.calls).toEqual([])
    expect(chain().caipNetwork?.caipNetworkId).toBe('eip155:10')
  })

  it("to a network the dapp did not configure fails with 'Chain not configured.'", async () => {
    const { core } = await setup()
    await expect(switchNetwork(core, { network: network(99) })).rejects.toThrow('Chain not configured.')
  })

  it('to a network the dapp did not configure, from the modal, raises APKT001 (Network Not Found)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { core } = await setup()
    await switchNetworkFromModal(core, network(99))
    expect(core.alert).toMatchObject({ open: true, code: 'APKT001', variant: 'error' })
  })

  it('the remembered network is active on the next load', async () => {
    const backend = createMemoryBackend()
    const first = createTestCore(
      { adapters: [new FakeAdapter()], networks: [network(1), network(10)] },
      backend,
    )
    await switchNetwork(first, { network: network(10) })
    const next = createTestCore(
      { adapters: [new FakeAdapter()], networks: [network(1), network(10)] },
      backend,
    )
    expect(next.chains.chains.eip155!.caipNetwork?.caipNetworkId).toBe('eip155:10')
  })

  it.each([
    ['during the switch', true],
    ['after the switch', false],
  ])(
    'the wallet’s chainChanged %s: the network applies once and the balance is read once',
    async (_, during) => {
      const { core, adapter } = await setup()
      await connectWallet(core, { connector: connector('a') })
      await flush()
      adapter.calls = []
      const networks: unknown[] = []
      core.session.on('network', (e) => networks.push(e.caipNetwork?.caipNetworkId))
      adapter.switchNetwork = async ({ caipNetwork }) => {
        adapter.calls.push(`switch:${caipNetwork.caipNetworkId}`)
        if (during) adapter.chainChanged('a', caipNetwork.id)
      }
      await switchNetwork(core, { network: network(10) })
      if (!during) adapter.chainChanged('a', 10)
      await flush()
      expect(networks).toEqual(['eip155:10'])
      expect(adapter.calls).toEqual(['switch:eip155:10', 'balance'])
      expect(core.chains.chains.eip155!.account.balance?.value).toBe(adapter.balance)
    },
  )

  it('hides the old network’s balance until the new one is read', async () => {
    const { core, adapter, chain } = await setup()
    await connectWallet(core, { connector: connector('a') })
    await flush()
    expect(chain().account.balance?.value).toBe(adapter.balance)
    let answer: (v: { value: bigint; decimals: number; symbol: string }) => void = () => undefined
    adapter.balances.getNativeBalance = () => new Promise((resolve) => (answer = resolve))
    await switchNetwork(core, { network: network(10) })
    expect(chain().account.balance).toBeUndefined()
    answer({ value: 2n, decimals: 18, symbol: 'ETH' })
    await flush()
    expect(chain().account.balance?.value).toBe(2n)
  })

  it('a late failure for the previous network does not wipe the current balance', async () => {
    const { core, adapter, chain } = await setup()
    let fail: (e: Error) => void = () => undefined
    adapter.balances.getNativeBalance = () => new Promise((_, reject) => (fail = reject))
    await connectWallet(core, { connector: connector('a') })
    adapter.balances.getNativeBalance = async () => ({ value: 5n, decimals: 18, symbol: 'ETH' })
    await switchNetwork(core, { network: network(10) })
    await flush()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    fail(new Error('timeout'))
    await flush()
    expect(chain().account.balance?.value).toBe(5n)
  })

  it('to an inactive namespace that is not connected warns APKTW001 and makes it active', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { core } = await setup(
      [new FakeAdapter('eip155'), new FakeAdapter('solana')],
      [network(1), network(7, 'solana')],
    )
    attachModalFlows(core) // the modal warns, as createAppKit's instance does
    await connectWallet(core, { connector: connector('a') })
    await switchNetwork(core, { network: network(7, 'solana') })
    expect(core.alert).toMatchObject({ open: true, code: 'APKTW001' })
    expect(core.chains.activeNamespace).toBe('solana')
    expect(core.backend.read(STORAGE_KEYS.activeNamespace)).toBe('solana')
  })
})
