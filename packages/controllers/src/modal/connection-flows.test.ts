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
  await connectWallet(core, connector('a'))
  await connectWallet(core, connector('b'))
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
