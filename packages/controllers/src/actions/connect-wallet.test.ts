import { beforeEach, describe, expect, it } from 'vitest'
import { chainsState } from '../state/chains.js'
import { setConnectors } from '../state/connectors.js'
import { connector, FakeAdapter, flush, network } from '../test/fake-adapter.js'
import { installMemoryStorage } from '../test/memory-storage.js'
import { STORAGE_KEYS } from '../utils/storage.js'
import { connectWallet } from './connect-wallet.js'
import { initialize } from './initialize.js'
import { closeModal } from './modal.js'
import { resetState } from './reset.js'

const account = () => chainsState.chains.eip155!.account

describe('connectWallet', () => {
  let adapter: FakeAdapter
  beforeEach(async () => {
    installMemoryStorage()
    resetState()
    adapter = new FakeAdapter()
    await initialize({ adapters: [adapter], networks: [network(1), network(10)] })
    setConnectors('eip155', [connector('a'), connector('b')])
  })

  it('goes connecting, then connected with the address, CAIP address, balance and wallet info', async () => {
    const pending = connectWallet(connector('a'))
    expect(account().status).toBe('connecting')
    await pending
    await flush()
    expect(account()).toMatchObject({
      status: 'connected',
      address: '0xabc',
      caipAddress: 'eip155:1:0xabc',
      connectorId: 'a',
      balance: '1.234',
      balanceSymbol: 'ETH',
      connectedWalletInfo: { name: 'Wallet a' },
    })
  })

  it('remembers the connector for the next load and as a recent wallet', async () => {
    await connectWallet(connector('a'))
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.connections)!)).toEqual({ eip155: ['a'] })
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.recentWallets)!)).toEqual(['a'])
  })

  it('takes the network the wallet is on when the dapp requested it', async () => {
    adapter.connectResult = async () => ({ address: '0xabc', chainId: 10, accounts: ['0xabc'] })
    await connectWallet(connector('a'))
    expect(chainsState.chains.eip155!.caipNetwork?.caipNetworkId).toBe('eip155:10')
    expect(account().caipAddress).toBe('eip155:10:0xabc')
  })

  it('on failure without a current connection goes back to disconnected and throws the typed error', async () => {
    adapter.connectResult = async () => {
      throw { code: 4001, message: 'User rejected the request.' }
    }
    await expect(connectWallet(connector('a'))).rejects.toMatchObject({ code: 4001 })
    expect(account().status).toBe('disconnected')
    expect(account().address).toBeUndefined()
  })

  it('on failure with a current connection goes back to that connection', async () => {
    await connectWallet(connector('a'))
    adapter.connectResult = async () => {
      throw new Error('boom')
    }
    await expect(connectWallet(connector('b'))).rejects.toThrow()
    expect(account()).toMatchObject({ status: 'connected', connectorId: 'a', address: '0xabc' })
  })

  it("rejects the connector already current with 'Connector already connected.'", async () => {
    await connectWallet(connector('a'))
    await expect(connectWallet(connector('a'))).rejects.toThrow('Connector already connected.')
    expect(adapter.calls.filter((c) => c === 'connect:a')).toHaveLength(1)
  })

  it("fails with 'Adapter not found' for a namespace without adapter", async () => {
    await expect(connectWallet(connector('x', 'solana'))).rejects.toThrow('Adapter not found')
  })
})

describe('connectWallet with WalletConnect', () => {
  it('closing the modal while the pairing waits cancels the pairing in the adapter', async () => {
    installMemoryStorage()
    resetState()
    const adapter = new FakeAdapter()
    adapter.connectResult = () => new Promise(() => undefined)
    await initialize({ adapters: [adapter], networks: [network(1)] })
    const walletConnect = {
      id: 'walletConnect',
      name: 'WalletConnect',
      chain: 'eip155' as const,
      type: 'WALLET_CONNECT' as const,
    }
    const attempt = connectWallet(walletConnect)
    closeModal()
    await expect(attempt).rejects.toThrow('Modal closed')
    expect(adapter.calls).toEqual(['connect:walletConnect', 'disconnect:walletConnect'])
  })
})

describe('connectWallet through a connector that stands for many wallets', () => {
  it("shows the wallet's own name and icon, not the connector's", async () => {
    installMemoryStorage()
    resetState()
    const adapter = new FakeAdapter()
    adapter.connectResult = async () => ({
      address: '0xabc',
      chainId: 1,
      accounts: ['0xabc'],
      walletInfo: { name: 'Lab Wallet One', icon: 'https://w/i.png' },
    })
    await initialize({ adapters: [adapter], networks: [network(1)] })
    setConnectors('eip155', [
      { id: 'walletConnect', name: 'WalletConnect', chain: 'eip155', type: 'WALLET_CONNECT' },
    ])
    await connectWallet({
      id: 'walletConnect',
      name: 'WalletConnect',
      chain: 'eip155',
      type: 'WALLET_CONNECT',
    })
    expect(chainsState.chains.eip155!.account.connectedWalletInfo).toEqual({
      name: 'Lab Wallet One',
      icon: 'https://w/i.png',
    })
  })
})
