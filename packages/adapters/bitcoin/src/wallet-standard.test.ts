import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { isBitcoinWallet, watchBitcoinWallets } from './wallet-standard.js'

const wallet = (features: string[]) =>
  ({
    name: 'W',
    chains: [],
    accounts: [],
    features: Object.fromEntries(features.map((f) => [f, {}])),
  }) as unknown as Wallet

describe('isBitcoinWallet', () => {
  it('lists a wallet with the Bitcoin extension’s connect, whatever else it has', () => {
    expect(isBitcoinWallet(wallet(['bitcoin:connect']))).toBe(true)
    expect(isBitcoinWallet(wallet(['standard:connect', 'bitcoin:connect', 'solana:signMessage']))).toBe(true)
    expect(isBitcoinWallet(wallet(['standard:connect', 'solana:signMessage']))).toBe(false)
  })

  it('watches nothing outside a page', () => {
    const stop = watchBitcoinWallets(() => {
      throw new Error('not in Node')
    })
    expect(stop()).toBeUndefined()
  })
})
