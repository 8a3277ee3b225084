import { describe, expect, it } from 'vitest'
import { setConnectors } from '../state/connectors.js'
import { createTestCore } from '../test/core.js'
import { network } from '../test/fake-adapter.js'
import { selectWallet } from './select-wallet.js'

const wallet = (rdns: string | null) => ({ id: 'x', name: 'X Wallet', rdns, chains: [] })

function setup() {
  const core = createTestCore({ networks: [network(1)] })
  setConnectors(core.connectors, 'eip155', [
    { id: 'io.x', name: 'X Wallet', chain: 'eip155', type: 'ANNOUNCED', info: { rdns: 'io.x' } },
  ])
  setConnectors(core.connectors, 'walletConnect', [
    { id: 'walletConnect', name: 'WalletConnect', chain: 'eip155', type: 'WALLET_CONNECT' },
  ])
  return core
}

describe('selectWallet', () => {
  it('opens the installed extension of a wallet when its rdns matches', () => {
    const core = setup()
    selectWallet(core, wallet('io.x'))
    expect(core.router.view).toBe('ConnectingExternal')
    expect(core.router.data?.connector?.id).toBe('io.x')
  })

  it('goes through WalletConnect, with the wallet, when it is not installed', () => {
    const core = setup()
    selectWallet(core, wallet(null))
    expect(core.router.view).toBe('ConnectingWalletConnect')
    expect(core.router.data?.wallet?.name).toBe('X Wallet')
    expect(core.router.data?.connector?.id).toBe('walletConnect')
  })
})
