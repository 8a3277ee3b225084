import { beforeEach, describe, expect, it } from 'vitest'
import { setWalletConnectUri, walletConnectState } from './wallet-connect.js'

describe('walletConnect pairing URI state', () => {
  beforeEach(() => setWalletConnectUri(undefined))

  it('a new URI is valid for 4 minutes (spec §9)', () => {
    setWalletConnectUri('wc:a@2', 1_000)
    expect(walletConnectState).toMatchObject({ uri: 'wc:a@2', expiresAt: 241_000 })
  })

  it('the same URI sent again keeps its expiry; a new one gets its own', () => {
    setWalletConnectUri('wc:a@2', 1_000)
    setWalletConnectUri('wc:a@2', 100_000)
    expect(walletConnectState.expiresAt).toBe(241_000)
    setWalletConnectUri('wc:b@2', 100_000)
    expect(walletConnectState.expiresAt).toBe(340_000)
  })

  it('undefined clears it', () => {
    setWalletConnectUri('wc:a@2', 1_000)
    setWalletConnectUri(undefined)
    expect(walletConnectState).toEqual({ uri: undefined, expiresAt: undefined })
  })
})
