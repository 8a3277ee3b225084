import { describe, expect, it } from 'vitest'
import { connectWallet } from '../session/connect-wallet.js'
import { createTestCore } from '../test/core.js'
import { connector, network, walletsWithOwnAddress } from '../test/fake-adapter.js'
import {
  disconnectConnectionFromModal,
  disconnectFromModal,
  switchConnectionFromModal,
} from './connection-flows.js'
import { openModal } from './open-modal.js'

async function twoConnected() {
  const adapter = walletsWithOwnAddress()
  const core = createTestCore({ adapters: [adapter], networks: [network(1)] })
  adapter.listConnectors(connector('a'), connector('b'))
  await connectWallet(core, { connector: connector('a') })
  await connectWallet(core, { connector: connector('b') })
  return { core, adapter }
}

describe('connections from the modal', () => {
  it('switching to a wallet that forgot the dapp shows the connecting view, which asks the wallet', async () => {
    const { core, adapter } = await twoConnected()
    adapter.reconnectResult = async () => undefined
    openModal(core, { view: 'ProfileWallets' })
    await switchConnectionFromModal(core, connector('a'))
    expect(core.router.view).toBe('ConnectingExternal')
    expect(core.router.data?.connector?.id).toBe('a')
    expect(adapter.calls.filter((c) => c === 'connect:a')).toHaveLength(1) // only the first login
  })

  it('switching to a wallet that still authorizes the dapp closes the modal', async () => {
    const { core, adapter } = await twoConnected()
    adapter.reconnectResult = async () => ({ address: '0xa', chainId: 1, accounts: ['0xa'] })
    openModal(core, { view: 'ProfileWallets' })
    await switchConnectionFromModal(core, connector('a'))
    expect(core.modal.open).toBe(false)
    expect(core.chains.chains.eip155!.account.address).toBe('0xa')
  })

  it('removing one wallet keeps the list open; removing the last closes the modal', async () => {
    const { core } = await twoConnected()
    openModal(core, { view: 'ProfileWallets' })
    await disconnectConnectionFromModal(core, connector('b'))
    expect(core.modal.open).toBe(true)
    await disconnectConnectionFromModal(core, connector('a'))
    expect(core.modal.open).toBe(false)
  })

  it('disconnect from Account closes the modal, and shows a failure by its code', async () => {
    const { core, adapter } = await twoConnected()
    adapter.disconnectResult = async () => {
      throw new Error('gone')
    }
    openModal(core)
    await disconnectFromModal(core)
    expect(core.modal.open).toBe(false)
    expect(core.snack).toMatchObject({ open: true, message: { errorCode: 'INTERNAL_SDK_ERROR' } })
  })
})

describe('connections of several namespaces from the modal', () => {
  /** An EVM and a Solana wallet connected; EVM active. */
  async function evmAndSolana() {
    const evm = walletsWithOwnAddress()
    const solana = walletsWithOwnAddress('solana')
    const core = createTestCore({ adapters: [evm, solana], networks: [network(1), network(7, 'solana')] })
    evm.listConnectors(connector('e'))
    solana.listConnectors(connector('s', 'solana'), connector('s2', 'solana'))
    await connectWallet(core, { connector: connector('s', 'solana'), namespace: 'solana' })
    await connectWallet(core, { connector: connector('e') })
    return { core, solana }
  }

  it('Disconnect drops only the active namespace, and the namespace still connected becomes active', async () => {
    const { core } = await evmAndSolana()
    expect(core.chains.activeNamespace).toBe('eip155')
    openModal(core)
    await disconnectFromModal(core)
    expect(core.chains.chains.eip155!.account.status).toBe('disconnected')
    expect(core.chains.chains.solana!.account.status).toBe('connected')
    expect(core.chains.activeNamespace).toBe('solana')
    expect(core.modal.open).toBe(false)
  })

  it('removing the last wallet of the active namespace keeps Wallets open while another namespace has one', async () => {
    const { core } = await evmAndSolana()
    openModal(core, { view: 'ProfileWallets' })
    await disconnectConnectionFromModal(core, connector('e'))
    expect(core.modal.open).toBe(true)
    await disconnectConnectionFromModal(core, connector('s', 'solana'), 'solana')
    expect(core.chains.chains.solana!.account.status).toBe('disconnected')
    expect(core.modal.open).toBe(false)
  })

  it('switching to a wallet of another namespace makes it current there and that namespace active', async () => {
    const { core, solana } = await evmAndSolana()
    await connectWallet(core, { connector: connector('s2', 'solana'), namespace: 'solana' })
    solana.reconnectResult = async () => ({ address: 'sol-s', chainId: 7, accounts: ['sol-s'] })
    core.chains.activeNamespace = 'eip155'
    openModal(core, { view: 'ProfileWallets' })
    await switchConnectionFromModal(core, connector('s', 'solana'), 'solana')
    expect(core.connections.namespaces.solana?.current).toBe('s')
    expect(core.chains.activeNamespace).toBe('solana')
    expect(core.modal.open).toBe(false)
  })
})
