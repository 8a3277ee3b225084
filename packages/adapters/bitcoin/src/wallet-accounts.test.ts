import type { WalletAccount } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { ALICE, BOB } from './test-utils/chain.js'
import { accountAddresses, pickAccounts } from './wallet-accounts.js'

const account = (address: string, purpose?: string) =>
  ({
    address,
    publicKey: new Uint8Array(),
    chains: [],
    features: [],
    ...(purpose ? { purpose } : {}),
  }) as WalletAccount

describe('pickAccounts', () => {
  it('takes the accounts by the purpose the wallet gives them, whatever their order', () => {
    const ordinals = account(ALICE.ordinals.address, 'ordinals')
    const payment = account(ALICE.payment.address, 'payment')
    expect(pickAccounts([ordinals, payment])).toEqual({ payment, ordinals })
  })

  it('splits a wallet that says nothing: Taproot holds inscriptions, the other pays', () => {
    const taproot = account(ALICE.ordinals.address)
    const segwit = account(ALICE.payment.address)
    expect(pickAccounts([taproot, segwit])).toEqual({ payment: segwit, ordinals: taproot })
  })

  it('pays from the only account there is, even a Taproot one', () => {
    const taproot = account(ALICE.ordinals.address, 'ordinals')
    expect(pickAccounts([taproot])).toEqual({ payment: taproot })
  })

  it('leaves out accounts that are no Bitcoin address, and finds none in an empty list', () => {
    const solana = account('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')
    const payment = account(BOB.payment.address)
    expect(pickAccounts([solana, payment])).toEqual({ payment })
    expect(pickAccounts([solana])).toBeUndefined()
    expect(pickAccounts([])).toBeUndefined()
  })

  it('lists the payment address first (spec §9’s default type), then the ordinals one', () => {
    const accounts = pickAccounts([
      account(ALICE.ordinals.address, 'ordinals'),
      account(ALICE.payment.address, 'payment'),
    ])!
    expect(accountAddresses(accounts)).toEqual([ALICE.payment.address, ALICE.ordinals.address])
  })
})
