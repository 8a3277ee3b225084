import { describe, expect, it } from 'vitest'
import { BITCOIN_TEST_ACCOUNTS } from '../bitcoin-test-accounts.js'
import { bitcoinContextForTest } from '../test-utils/bitcoin-wallet.js'
import { visibleAccounts } from './context.js'

const [first] = BITCOIN_TEST_ACCOUNTS

describe('visibleAccounts', () => {
  it("shows a connected dapp the shown key's accounts of its approved purposes, payment first", () => {
    const addresses = (purposes: ('payment' | 'ordinals')[]) =>
      visibleAccounts(bitcoinContextForTest({ purposes })).map((account) => account.address)
    expect(addresses(['ordinals', 'payment'])).toEqual([first.payment.address, first.ordinals.address])
    expect(addresses(['ordinals'])).toEqual([first.ordinals.address])
  })

  it('shows nothing to a dapp that has not connected in this page, approved or not', () => {
    expect(visibleAccounts(bitcoinContextForTest({ dapp: 'approved' }))).toEqual([])
    expect(visibleAccounts(bitcoinContextForTest({ dapp: 'new' }))).toEqual([])
  })
})
