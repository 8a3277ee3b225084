import { describe, expect, it } from 'vitest'
import { isWalletIcon } from './wallet-icon.js'

describe('isWalletIcon', () => {
  it('accepts the four base64 image kinds Wallet Standard allows, and nothing else', () => {
    expect(isWalletIcon('data:image/png;base64,iVBORw0KGgo=')).toBe(true)
    expect(isWalletIcon('data:image/svg+xml;base64,PHN2Zy8+')).toBe(true)
    expect(isWalletIcon('data:image/svg+xml,%3Csvg%3E')).toBe(false)
    expect(isWalletIcon('data:image/jpeg;base64,AAAA')).toBe(false)
    expect(isWalletIcon('https://example.com/icon.png')).toBe(false)
  })
})
