import { describe, expect, it } from 'vitest'
import { bitcoinContextForTest } from '../../test-utils/bitcoin-wallet.js'
import { visibleAccounts } from '../context.js'
import { disconnectAccounts } from './disconnect.js'

describe('disconnectAccounts', () => {
  it('forgets the approvals and tells a dapp that had accounts, once', () => {
    const ctx = bitcoinContextForTest()
    const changes: unknown[] = []
    ctx.events.on('change', (properties) => changes.push(properties))
    disconnectAccounts(ctx)
    disconnectAccounts(ctx)
    expect(changes).toEqual([{ accounts: [] }])
    expect(visibleAccounts(ctx)).toEqual([])
    expect(ctx.authorization.purposes()).toEqual([])
  })
})
