import { afterEach, describe, expect, it } from 'vitest'
import type { ApprovableWallet } from './approvable-wallet.js'
import { registerWallet, unregisterWallet } from './registry.js'

/** Only the identity matters to the registry. */
const wallet = (rdns: string) => ({ info: { name: rdns, rdns } }) as ApprovableWallet

afterEach(() => {
  delete window.__appkitTestWallets
})

describe('the test wallet registry', () => {
  it('holds wallets of every kind by rdns', () => {
    const evm = wallet('org.appkit.testwallet')
    const solana = wallet('org.appkit.solanatestwallet')
    registerWallet(evm)
    registerWallet(solana)
    expect(window.__appkitTestWallets).toEqual({
      'org.appkit.testwallet': evm,
      'org.appkit.solanatestwallet': solana,
    })
  })

  it('leaves a newer wallet with the same rdns in place when the older one unregisters', () => {
    const older = wallet('org.appkit.same')
    const newer = wallet('org.appkit.same')
    registerWallet(older)
    registerWallet(newer)
    unregisterWallet(older)
    expect(window.__appkitTestWallets?.['org.appkit.same']).toBe(newer)
    unregisterWallet(newer)
    expect(window.__appkitTestWallets).toEqual({})
  })
})
