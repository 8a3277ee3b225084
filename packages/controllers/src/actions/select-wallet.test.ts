import { beforeEach, describe, expect, it } from 'vitest'
import { setConnectors } from '../state/connectors.js'
import { resetView, routerState } from '../state/router.js'
import { selectWallet } from './select-wallet.js'

const wallet = (rdns: string | null) => ({ id: 'x', name: 'X Wallet', rdns, chains: [] })

describe('selectWallet', () => {
  beforeEach(() => {
    resetView('AllWallets')
    setConnectors('eip155', [
      { id: 'io.x', name: 'X Wallet', chain: 'eip155', type: 'ANNOUNCED', info: { rdns: 'io.x' } },
      { id: 'walletConnect', name: 'WalletConnect', chain: 'eip155', type: 'WALLET_CONNECT' },
    ])
  })

  it('opens the installed extension of a wallet when its rdns matches', () => {
    selectWallet(wallet('io.x'))
    expect(routerState.view).toBe('ConnectingExternal')
    expect(routerState.data?.connector?.id).toBe('io.x')
  })

  it('goes through WalletConnect, with the wallet, when it is not installed', () => {
    selectWallet(wallet(null))
    expect(routerState.view).toBe('ConnectingWalletConnect')
    expect(routerState.data?.wallet?.name).toBe('X Wallet')
    expect(routerState.data?.connector?.id).toBe('walletConnect')
  })
})
