import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connectWallet } from '../session/connect-wallet.js'
import { pushView } from '../state/view-history.js'
import { createTestCore } from '../test/core.js'
import { connector, FakeAdapter, flush, network } from '../test/fake-adapter.js'
import { attachModalFlows } from './attach-modal-flows.js'
import { closeModal } from './close-modal.js'
import { switchActiveChain } from './network-flows.js'
import { openModal } from './open-modal.js'

/** Solana connected, EVM not: the visitor confirms a move to EVM in SwitchActiveChain. */
async function enterEvmFromSolana() {
  const evm = new FakeAdapter()
  const solana = new FakeAdapter('solana')
  const core = createTestCore({ adapters: [evm, solana], networks: [network(1), network(7, 'solana')] })
  await core.ready
  evm.listConnectors(connector('evm-wallet'))
  solana.listConnectors(connector('sol-wallet', 'solana'))
  attachModalFlows(core)
  await connectWallet(core, { connector: connector('sol-wallet', 'solana'), namespace: 'solana' })
  openModal(core)
  pushView(core.router, 'SwitchActiveChain', { switchToChain: 'eip155', network: network(1) })
  await switchActiveChain(core)
  await flush()
  return core
}

describe('the APKTW001 warning (Inactive Namespace Not Connected)', () => {
  beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => undefined))
  afterEach(() => vi.restoreAllMocks())

  it('shows on Connect after a move to a namespace with no wallet', async () => {
    const core = await enterEvmFromSolana()
    expect(core.router.view).toBe('Connect')
    expect(core.alert).toMatchObject({ open: true, code: 'APKTW001' })
  })

  it('the APKTW001 banner goes once a wallet connects in that namespace', async () => {
    const core = await enterEvmFromSolana()
    await connectWallet(core, { connector: connector('evm-wallet') })
    expect(core.alert.open).toBe(false)
  })

  it('the APKTW001 banner goes with the Connect view that raised it, and does not follow to others', async () => {
    const core = await enterEvmFromSolana()
    pushView(core.router, 'AllWallets')
    await flush()
    expect(core.alert.open).toBe(false)
  })

  it('the APKTW001 banner goes when the modal closes', async () => {
    const core = await enterEvmFromSolana()
    closeModal(core)
    await flush()
    expect(core.alert.open).toBe(false)
    openModal(core)
    await flush()
    expect(core.alert.open).toBe(false)
  })

  it('the APKTW001 banner goes when a namespace with a wallet becomes active again', async () => {
    const core = await enterEvmFromSolana()
    core.session.emit('activeNamespace', { namespace: 'solana' })
    expect(core.alert.open).toBe(false)
  })

  it('another alert is left alone', async () => {
    const core = await enterEvmFromSolana()
    core.alert.code = 'APKT010'
    pushView(core.router, 'AllWallets')
    closeModal(core)
    await flush()
    expect(core.alert).toMatchObject({ open: true, code: 'APKT010' })
  })
})
