import { describe, expect, it } from 'vitest'
import { fallbackMark, markLetters } from './fallback-mark.js'

describe('fallbackMark', () => {
  it('two entries never share a fallback: the lab screens and common lookalikes differ in letters or colour', () => {
    const screens = [
      [
        ['Anvil', 'eip155:31337'],
        ['Anvil B', 'eip155:31338'],
        ['Lab SVM', 'solana:LabSvm11111111111111111111111111'],
        ['Lab Bitcoin', 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'],
      ],
      [
        ['Lab Wallet One', 'w1'],
        ['Lab Wallet Two', 'w2'],
        ['Lab Web Wallet', 'w3'],
        ['WalletConnect', 'walletConnect'],
        ['All Wallets', 'allWallets'],
      ],
      // One symbol on two chains: same letters, so the colour must tell them apart.
      [
        ['USDC', '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'],
        ['USDC', '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913'],
      ],
    ]
    for (const screen of screens) {
      const shown = screen.map(([name, id]) => {
        const mark = fallbackMark(name!, id)
        return `${mark.letters}/${mark.hue}`
      })
      expect(new Set(shown).size, shown.join(' ')).toBe(screen.length)
    }
  })

  it('takes the first letters of two words, or the first two of one', () => {
    expect(markLetters('Anvil B')).toBe('AB')
    expect(markLetters('Lab Wallet One')).toBe('LW')
    expect(markLetters('anvil')).toBe('AN')
    expect(markLetters('  ')).toBe('?')
  })

  it('gives one entry the same mark every time', () => {
    expect(fallbackMark('Anvil', 'eip155:31337')).toEqual(fallbackMark('Anvil', 'eip155:31337'))
    expect(fallbackMark('Anvil').hue).toBeGreaterThanOrEqual(0)
    expect(fallbackMark('Anvil').hue).toBeLessThan(360)
  })
})
