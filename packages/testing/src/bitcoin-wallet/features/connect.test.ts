import { describe, expect, it } from 'vitest'
import { BITCOIN_TEST_ACCOUNTS } from '../../bitcoin-test-accounts.js'
import { bitcoinContextForTest } from '../../test-utils/bitcoin-wallet.js'
import type { BitcoinConnectInput } from '../standard-features.js'
import { connect } from './connect.js'

const [first] = BITCOIN_TEST_ACCOUNTS

describe('bitcoin:connect', () => {
  it('asks the user, then returns one account per purpose in the order asked, and says so by change', async () => {
    const ctx = bitcoinContextForTest({ dapp: 'new', mode: 'manual' })
    const changes: unknown[] = []
    ctx.events.on('change', ({ accounts }) => changes.push(accounts?.map((account) => account.address)))
    const connecting = connect(ctx, { purposes: ['ordinals', 'payment'] })
    await expect(ctx.approvals.waitForPending('bitcoin:connect')).resolves.toMatchObject({
      params: [{ purposes: ['ordinals', 'payment'] }],
    })
    ctx.approvals.approve()
    const { accounts } = await connecting
    expect(accounts.map((account) => [account.address, (account as { purpose?: string }).purpose])).toEqual([
      [first.ordinals.address, 'ordinals'],
      [first.payment.address, 'payment'],
    ])
    expect(changes).toEqual([[first.payment.address, first.ordinals.address]])
  })

  it('does not ask again for purposes the dapp was given, even after a reload', async () => {
    const ctx = bitcoinContextForTest({ dapp: 'approved', purposes: ['payment'], mode: 'manual' })
    const { accounts } = await connect(ctx, { purposes: ['payment'] })
    expect(accounts.map((account) => account.address)).toEqual([first.payment.address])
    expect(ctx.approvals.pending()).toEqual([])
    expect(ctx.authorization.isConnected()).toBe(true)
  })

  it('asks again for a purpose the dapp was not given', async () => {
    const ctx = bitcoinContextForTest({ purposes: ['payment'], mode: 'manual' })
    const connecting = connect(ctx, { purposes: ['payment', 'ordinals'] })
    await ctx.approvals.waitForPending('bitcoin:connect')
    ctx.approvals.approve()
    await connecting
    expect(ctx.authorization.purposes()).toEqual(['payment', 'ordinals'])
  })

  it("rejects with 4001 'User rejected the request.' and gives nothing when the user says no", async () => {
    const ctx = bitcoinContextForTest({ dapp: 'new', mode: 'reject' })
    await expect(connect(ctx, { purposes: ['payment'] })).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect([ctx.authorization.isConnected(), ctx.authorization.purposes()]).toEqual([false, []])
  })

  it('refuses purposes it cannot serve, before asking', async () => {
    const ctx = bitcoinContextForTest({ dapp: 'new', mode: 'manual' })
    for (const input of [
      { purposes: [] },
      { purposes: ['stacks'] },
      { purposes: ['payment', 'payment'] },
      {},
      undefined,
    ]) {
      await expect(connect(ctx, input as unknown as BitcoinConnectInput)).rejects.toMatchObject({
        code: -32602,
      })
    }
    expect(ctx.approvals.pending()).toEqual([])
  })
})
