import { describe, expect, it } from 'vitest'
import { BITCOIN_TEST_ACCOUNTS } from '../../bitcoin-test-accounts.js'
import { bitcoinContextForTest } from '../../test-utils/bitcoin-wallet.js'
import { switchAccount } from './switch-account.js'

const [, second] = BITCOIN_TEST_ACCOUNTS

describe('switchAccount', () => {
  it("shows a connected dapp the other key's accounts of the purposes it was given", () => {
    const ctx = bitcoinContextForTest({ purposes: ['ordinals'] })
    const changes: unknown[] = []
    ctx.events.on('change', ({ accounts }) => changes.push(accounts?.map((account) => account.address)))
    switchAccount(ctx, 1)
    switchAccount(ctx, 1)
    expect(changes).toEqual([[second.ordinals.address]])
  })

  it('tells no one when the dapp is not connected, and refuses an account the wallet lacks', () => {
    const ctx = bitcoinContextForTest({ dapp: 'new' })
    const changes: unknown[] = []
    ctx.events.on('change', (properties) => changes.push(properties))
    switchAccount(ctx, 1)
    expect(changes).toEqual([])
    expect(ctx.keyring.current().key.payment.address).toBe(second.payment.address)
    expect(() => switchAccount(ctx, 5)).toThrow(expect.objectContaining({ code: -32602 }))
  })
})
