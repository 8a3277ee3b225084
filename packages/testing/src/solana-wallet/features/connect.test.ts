import { describe, expect, it } from 'vitest'
import { solanaContextForTest } from '../../test-utils/solana-wallet.js'
import { connect } from './connect.js'

/** Every `change` the wallet emits, in order. */
const changes = (ctx: Awaited<ReturnType<typeof solanaContextForTest>>) => {
  const seen: unknown[] = []
  ctx.events.on('change', (properties) => seen.push(properties))
  return seen
}

describe('standard:connect', () => {
  it('asks the user, then gives the account and tells the app by change', async () => {
    const ctx = await solanaContextForTest({ dapp: 'new', mode: 'manual' })
    const seen = changes(ctx)
    const connecting = connect(ctx)
    await expect(ctx.approvals.waitForPending()).resolves.toEqual({
      id: 1,
      method: 'standard:connect',
      params: [],
    })
    ctx.approvals.approve()
    await expect(connecting).resolves.toEqual({ accounts: [ctx.account] })
    expect(seen).toEqual([{ accounts: [ctx.account] }])
    expect(ctx.authorization.isAuthorized()).toBe(true)
  })

  it("rejects with 4001 'User rejected the request.' when the user says no, and stays disconnected", async () => {
    const ctx = await solanaContextForTest({ dapp: 'new', mode: 'manual' })
    const connecting = connect(ctx)
    await ctx.approvals.waitForPending('standard:connect')
    ctx.approvals.reject()
    await expect(connecting).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(ctx.authorization.isConnected()).toBe(false)
  })

  it('returns no accounts to a silent connect from a dapp never approved, without asking', async () => {
    const ctx = await solanaContextForTest({ dapp: 'new', mode: 'manual' })
    await expect(connect(ctx, { silent: true })).resolves.toEqual({ accounts: [] })
    expect(ctx.approvals.pending()).toEqual([])
  })

  it('reconnects an approved dapp without asking, silent or not', async () => {
    for (const silent of [true, false]) {
      const ctx = await solanaContextForTest({ dapp: 'approved', mode: 'manual' })
      const seen = changes(ctx)
      await expect(connect(ctx, { silent })).resolves.toEqual({ accounts: [ctx.account] })
      expect(ctx.approvals.pending()).toEqual([])
      expect(seen).toEqual([{ accounts: [ctx.account] }])
    }
  })

  it('answers a connected dapp at once, with no second change', async () => {
    const ctx = await solanaContextForTest({ mode: 'manual' })
    const seen = changes(ctx)
    await expect(connect(ctx)).resolves.toEqual({ accounts: [ctx.account] })
    expect(seen).toEqual([])
  })
})
