import { describe, expect, it } from 'vitest'
import { DEFAULT_SOLANA_WALLET_ICON, isWalletIcon } from './default-icon.js'

describe('the Solana wallet icon', () => {
  it('is a base64 SVG data: URI, as Wallet Standard requires', () => {
    expect(isWalletIcon(DEFAULT_SOLANA_WALLET_ICON)).toBe(true)
    const svg = atob(DEFAULT_SOLANA_WALLET_ICON.split(',')[1]!)
    expect(svg).toMatch(/^<svg /)
  })

  it('refuses URIs Wallet Standard does not allow', () => {
    expect(isWalletIcon('data:image/svg+xml,%3Csvg%3E')).toBe(false)
    expect(isWalletIcon('data:image/jpeg;base64,AAAA')).toBe(false)
    expect(isWalletIcon('https://example.com/icon.png')).toBe(false)
    expect(isWalletIcon('data:image/png;base64,iVBORw0KGgo=')).toBe(true)
  })
})
