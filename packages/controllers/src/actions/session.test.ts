import { beforeEach, describe, expect, it } from 'vitest'
import { chainsState } from '../state/chains.js'
import { setConnectors } from '../state/connectors.js'
import { modalState } from '../state/modal.js'
import { routerState } from '../state/router.js'
import { connector, FakeAdapter, flush, network } from '../test/fake-adapter.js'
import { installMemoryStorage } from '../test/memory-storage.js'
import { STORAGE_KEYS } from '../utils/storage.js'
import { connectWallet } from './connect-wallet.js'
import { disconnectWallet } from './disconnect-wallet.js'
import { initialize } from './initialize.js'
import { reconnect } from './reconnect.js'
import { resetState } from './reset.js'
import { switchNetwork } from './switch-network.js'

const chain = () => chainsState.chains.eip155!

describe('disconnect, reconnect, switch network and wallet events', () => {
  let adapter: FakeAdapter
  beforeEach(async () => {
    installMemoryStorage()
    resetState()
    adapter = new FakeAdapter()
    await initialize({ adapters: [adapter], networks: [network(1), network(10)] })
    setConnectors('eip155', [connector('a')])
  })

  it('disconnect clears the account and forgets the connector', async () => {
    await connectWallet(connector('a'))
    await disconnectWallet()
    expect(chain().account.status).toBe('disconnected')
    expect(chain().account.address).toBeUndefined()
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.connections)!)).toEqual({ eip155: [] })
    expect(adapter.calls).toContain('disconnect:a')
  })

  it("a wallet that fails to disconnect still leaves the dapp disconnected, with 'Failed to disconnect'", async () => {
    await connectWallet(connector('a'))
    adapter.disconnectResult = async () => {
      throw new Error('gone')
    }
    await expect(disconnectWallet()).rejects.toMatchObject({
      message: 'Failed to disconnect',
      code: 'INTERNAL_SDK_ERROR',
    })
    expect(chain().account.status).toBe('disconnected')
  })

  it('reconnect resumes the remembered connector without connecting anew', async () => {
    await connectWallet(connector('a'))
    resetState()
    adapter = new FakeAdapter()
    adapter.reconnectResult = async () => ({ address: '0xdef', chainId: 10, accounts: ['0xdef'] })
    await initialize({ adapters: [adapter], networks: [network(1), network(10)] })
    expect(adapter.calls).toEqual(['reconnect:a'])
    expect(chain().account).toMatchObject({
      status: 'connected',
      address: '0xdef',
      caipAddress: 'eip155:10:0xdef',
    })
  })

  it('reconnect forgets a connector the wallet no longer authorizes', async () => {
    await connectWallet(connector('a'))
    adapter.reconnectResult = async () => undefined
    await reconnect()
    expect(chain().account.status).toBe('disconnected')
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.connections)!)).toEqual({ eip155: [] })
  })

  it('one reconnect run at a time', async () => {
    await connectWallet(connector('a'))
    adapter.calls = []
    await Promise.all([reconnect(), reconnect()])
    expect(adapter.calls).toEqual(['reconnect:a'])
  })

  it('nothing is resumed after the user disconnected', async () => {
    await connectWallet(connector('a'))
    await disconnectWallet()
    adapter.calls = []
    await reconnect()
    expect(adapter.calls).toEqual([])
  })

  it('switching asks the wallet first, then updates the network and remembers it', async () => {
    await connectWallet(connector('a'))
    await switchNetwork(network(10))
    expect(adapter.calls).toContain('switch:eip155:10')
    expect(chain().caipNetwork?.caipNetworkId).toBe('eip155:10')
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.activeCaipNetworkId)!)).toBe('eip155:10')
  })

  it('switching while disconnected changes the network without the wallet', async () => {
    await switchNetwork(network(10))
    expect(adapter.calls).toEqual([])
    expect(chain().caipNetwork?.caipNetworkId).toBe('eip155:10')
  })

  it("switching to a network the dapp did not configure fails with 'Chain not configured.'", async () => {
    await expect(switchNetwork(network(99))).rejects.toThrow('Chain not configured.')
  })

  it('the remembered network is active on the next load', async () => {
    await switchNetwork(network(10))
    resetState()
    await initialize({ adapters: [new FakeAdapter()], networks: [network(1), network(10)] })
    expect(chain().caipNetwork?.caipNetworkId).toBe('eip155:10')
  })

  it('a chain change from the wallet to a requested chain updates the network and balance', async () => {
    await connectWallet(connector('a'))
    adapter.balance = '7'
    adapter.events!.chainChanged('a', 10)
    await flush()
    expect(chain().caipNetwork?.caipNetworkId).toBe('eip155:10')
    expect(chain().account.caipAddress).toBe('eip155:10:0xabc')
    expect(chain().account.balance).toBe('7')
  })

  it('a chain change to a chain the dapp did not request shows UnsupportedChain', async () => {
    await connectWallet(connector('a'))
    adapter.events!.chainChanged('a', 5)
    expect(chain().unsupported).toBe(true)
    expect(modalState.open).toBe(true)
    expect(routerState.view).toBe('UnsupportedChain')
  })

  it('an empty account list from the current wallet disconnects; events of other wallets are ignored', async () => {
    await connectWallet(connector('a'))
    adapter.events!.accountsChanged('other', [])
    expect(chain().account.status).toBe('connected')
    adapter.events!.accountsChanged('a', ['0x123'])
    expect(chain().account.address).toBe('0x123')
    adapter.events!.accountsChanged('a', [])
    expect(chain().account.status).toBe('disconnected')
  })
})
