import { describe, expect, it } from 'vitest'
import { isWalletIcon } from '../shared/wallet-icon.js'
import { DEFAULT_SOLANA_WALLET_ICON } from './default-icon.js'

describe('the Solana wallet icon', () => {
  it('is a base64 SVG data: URI, as Wallet Standard requires', () => {
    expect(isWalletIcon(DEFAULT_SOLANA_WALLET_ICON)).toBe(true)
    const svg = atob(DEFAULT_SOLANA_WALLET_ICON.split(',')[1]!)
    expect(svg).toMatch(/^<svg /)
  })
})
