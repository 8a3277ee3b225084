import { describe, expect, it } from 'vitest'
import { isWalletIcon } from '../shared/wallet-icon.js'
import { DEFAULT_BITCOIN_WALLET_ICON } from './default-icon.js'

describe('the Bitcoin wallet icon', () => {
  it('is a base64 SVG data: URI, as Wallet Standard requires', () => {
    expect(isWalletIcon(DEFAULT_BITCOIN_WALLET_ICON)).toBe(true)
    expect(atob(DEFAULT_BITCOIN_WALLET_ICON.split(',')[1]!)).toMatch(/^<svg /)
  })
})
