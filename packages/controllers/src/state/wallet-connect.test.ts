import { describe, expect, it } from 'vitest'
import { createWalletConnectState, setWalletConnectUri } from './wallet-connect.js'

describe('WalletConnect pairing URI state', () => {
  it('a new URI is valid for 4 minutes (spec §9)', () => {
    const state = createWalletConnectState()
    setWalletConnectUri(state, 'wc:a@2', 1_000)
    expect(state).toMatchObject({ uri: 'wc:a@2', expiresAt: 241_000 })
  })

  it('the same URI sent again keeps its expiry; a new one gets its own', () => {
    const state = createWalletConnectState()
    setWalletConnectUri(state, 'wc:a@2', 1_000)
    setWalletConnectUri(state, 'wc:a@2', 100_000)
    expect(state.expiresAt).toBe(241_000)
    setWalletConnectUri(state, 'wc:b@2', 100_000)
    expect(state.expiresAt).toBe(340_000)
  })

  it('undefined clears it', () => {
    const state = createWalletConnectState()
    setWalletConnectUri(state, 'wc:a@2', 1_000)
    setWalletConnectUri(state, undefined)
    expect({ ...state }).toEqual({ uri: undefined, expiresAt: undefined })
  })
})
