import { describe, expect, it, vi } from 'vitest'
import { attachModalFlows } from '../modal/attach-modal-flows.js'
import { connectWallet } from '../session/connect-wallet.js'
import { switchNetwork } from '../session/switch-network.js'
import { createTestCore } from '../test/core.js'
import { transaction, withAccountFeatures } from '../test/fake-account.js'
import { connector, FakeAdapter, network } from '../test/fake-adapter.js'
import { fetchActivity, isShownTransaction } from './fetch-activity.js'

async function connected() {
  const adapter = new FakeAdapter()
  const script = withAccountFeatures(adapter)
  const core = createTestCore({ adapters: [adapter], networks: [network(1), network(10)] })
  attachModalFlows(core) // the modal tells of failed reads, as createAppKit's instance does
  await connectWallet(core, { connector: connector('a') })
  return { core, script }
}

describe('fetchActivity', () => {
  it('pages with the cursor until the last page, one request at a time', async () => {
    const { core, script } = await connected()
    script.pages.set(undefined, { transactions: [transaction('a'), transaction('b')], next: 'c2' })
    script.pages.set('c2', { transactions: [transaction('c')] })
    await Promise.all([fetchActivity(core), fetchActivity(core)])
    await fetchActivity(core)
    await fetchActivity(core)
    expect(core.activity.transactions.map((t) => t.id)).toEqual(['a', 'b', 'c'])
    expect(core.activity.done).toBe(true)
    expect(script.activityCalls).toEqual([undefined, 'c2'])
  })

  it('reads past the cache once after a send, for the first page only', async () => {
    const { core, script } = await connected()
    script.pages.set(undefined, { transactions: [transaction('a')], next: 'c2' })
    script.pages.set('c2', { transactions: [transaction('b')] })
    core.activity.stale = true
    await fetchActivity(core, { reset: true })
    await fetchActivity(core)
    await fetchActivity(core, { reset: true })
    expect(script.freshCalls).toEqual([true, false, false])
    expect(core.activity.stale).toBe(false)
  })

  it('keeps only the connected chain, and hides transactions that moved nothing but spam NFTs', async () => {
    const { core, script } = await connected()
    const spam = { direction: 'in' as const, amount: '1', nft: { spam: true } }
    script.pages.set(undefined, {
      transactions: [
        transaction('a'),
        transaction('other', { caipNetworkId: 'eip155:10' }),
        transaction('spam', { transfers: [spam] }),
        transaction('mixed', { transfers: [spam, { direction: 'in', amount: '2', symbol: 'ETH' }] }),
      ],
    })
    await fetchActivity(core)
    expect(core.activity.transactions.map((t) => t.id)).toEqual(['a', 'mixed'])
    expect(isShownTransaction(transaction('empty', { transfers: [] }))).toBe(true)
  })

  it("a failure says 'Failed to fetch transactions' and leaves the list empty", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { core, script } = await connected()
    await fetchActivity(core)
    expect(core.activity.transactions).toHaveLength(1)
    script.pages.clear()
    await fetchActivity(core, { reset: true })
    expect(core.activity).toMatchObject({ transactions: [], loading: false, done: true })
    expect(core.snack).toMatchObject({ open: true, message: { key: 'failedToFetchTransactions' } })
  })

  it('another network starts the list over', async () => {
    const { core, script } = await connected()
    await fetchActivity(core)
    script.pages.set(undefined, { transactions: [transaction('x', { caipNetworkId: 'eip155:10' })] })
    await switchNetwork(core, { network: network(10) })
    await fetchActivity(core)
    expect(core.activity).toMatchObject({ caipNetworkId: 'eip155:10', transactions: [{ id: 'x' }] })
  })

  it('an adapter without activity has none (spec §9: EVM only)', async () => {
    const core = createTestCore({ adapters: [new FakeAdapter()], networks: [network(1)] })
    await connectWallet(core, { connector: connector('a') })
    await fetchActivity(core)
    expect(core.activity.address).toBeUndefined()
  })
})
