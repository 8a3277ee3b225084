import { describe, expect, it } from 'vitest'
import { solanaContextForTest } from '../../test-utils/solana-wallet.js'
import { disconnectAccount } from './disconnect.js'

describe('disconnecting', () => {
  it('takes the account away, forgets the approval and tells the app by change', async () => {
    const ctx = await solanaContextForTest()
    const seen: unknown[] = []
    ctx.events.on('change', (properties) => seen.push(properties))
    disconnectAccount(ctx)
    expect([ctx.authorization.isConnected(), ctx.authorization.isAuthorized()]).toEqual([false, false])
    expect(seen).toEqual([{ accounts: [] }])
  })

  it('forgets an approval from before a reload without a change: the dapp held no account', async () => {
    const ctx = await solanaContextForTest({ dapp: 'approved' })
    const seen: unknown[] = []
    ctx.events.on('change', (properties) => seen.push(properties))
    disconnectAccount(ctx)
    expect(ctx.authorization.isAuthorized()).toBe(false)
    expect(seen).toEqual([])
  })
})
