import { describe, expect, it, vi } from 'vitest'
import { connectWallet } from '../session/connect-wallet.js'
import { createTestCore } from '../test/core.js'
import { transaction, withAccountFeatures } from '../test/fake-account.js'
import { connector, FakeAdapter, network } from '../test/fake-adapter.js'
import { fetchActivity } from './fetch-activity.js'
import { watchPendingTransactions } from './watch-pending-transactions.js'

async function setup(watch: boolean) {
  const adapter = new FakeAdapter()
  const script = withAccountFeatures(adapter)
  script.pages.set(undefined, { transactions: [transaction('a', { status: 'pending' })] })
  const core = createTestCore({
    adapters: [adapter],
    networks: [network(1)],
    watchPendingTransactions: watch,
  })
  await connectWallet(core, { connector: connector('a') })
  await fetchActivity(core)
  return { core, script }
}

describe('watchPendingTransactions', () => {
  it('is off by default', async () => {
    vi.useFakeTimers()
    const { core, script } = await setup(false)
    watchPendingTransactions(core)
    await vi.advanceTimersByTimeAsync(120_000)
    expect(script.activityCalls).toHaveLength(1)
    vi.useRealTimers()
  })

  it('reads the activity again every 30 s while a transaction is pending, and stops after 99', async () => {
    vi.useFakeTimers()
    const { core, script } = await setup(true)
    watchPendingTransactions(core)
    await vi.advanceTimersByTimeAsync(29_999)
    expect(script.activityCalls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(script.activityCalls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(200 * 30_000)
    expect(script.activityCalls).toHaveLength(1 + 99)
    expect(core.activity.pendingPolls).toBe(99)
    vi.useRealTimers()
  })

  it('stops once nothing is pending', async () => {
    vi.useFakeTimers()
    const { core, script } = await setup(true)
    watchPendingTransactions(core)
    script.pages.set(undefined, { transactions: [transaction('a')] })
    await vi.advanceTimersByTimeAsync(5 * 30_000)
    expect(script.activityCalls).toHaveLength(2)
    vi.useRealTimers()
  })

  it('refreshes the first page in place: older pages stay, a mined transaction updates', async () => {
    vi.useFakeTimers()
    const { core, script } = await setup(true)
    core.activity.transactions.push(transaction('older'))
    script.pages.set(undefined, {
      transactions: [transaction('new'), transaction('a', { status: 'confirmed' })],
    })
    const stop = watchPendingTransactions(core)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(core.activity.transactions.map((t) => `${t.id}:${t.status}`)).toEqual([
      'new:confirmed',
      'a:confirmed',
      'older:confirmed',
    ])
    expect(script.freshCalls.at(-1)).toBe(true)
    stop()
    vi.useRealTimers()
  })
})
