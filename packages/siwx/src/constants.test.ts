import { describe, expect, it } from 'vitest'
import { SIWX_NONCE_LENGTH, SIWX_SIGNATURE_MAX_LENGTH, SIWX_STORAGE_KEY } from './constants.js'

describe('sign-in constants', () => {
  it('nonces carry at least 96 bits', () => {
    expect(SIWX_NONCE_LENGTH * Math.log2(62)).toBeGreaterThanOrEqual(96)
  })

  it('the storage key avoids what WalletConnect moves out of localStorage', () => {
    for (const part of ['wc_', 'wc@', 'walletconnect', 'wallet_connect']) {
      expect(SIWX_STORAGE_KEY.toLowerCase()).not.toContain(part)
    }
  })

  it('a stored signature may be a kilobytes-long ERC-6492 one', () => {
    expect(SIWX_SIGNATURE_MAX_LENGTH).toBeGreaterThanOrEqual(8_192)
  })
})
