import { beforeEach, describe, expect, it, vi } from 'vitest'
import { alertState } from '../state/alert.js'
import { chainsState } from '../state/chains.js'
import { modalState } from '../state/modal.js'
import { setOptions } from '../state/options.js'
import { pushView, routerState } from '../state/router.js'
import { snackState } from '../state/snack.js'
import { connector, FakeAdapter, network } from '../test/fake-adapter.js'
import { installMemoryStorage } from '../test/memory-storage.js'
import { connectWallet } from './connect-wallet.js'
import { initialize } from './initialize.js'
import { closeModal, openModal } from './modal.js'
import { connectFromModal, switchActiveChain, switchNetworkFromModal } from './modal-flows.js'
import { resetState } from './reset.js'
import { switchNetwork } from './switch-network.js'

describe('close is disabled on approve and sign views while sign-in is required without a session', () => {
  let sessions: string[]
  beforeEach(async () => {
    vi.useRealTimers()
    installMemoryStorage()
    resetState()
    sessions = []
    await initialize({
      adapters: [new FakeAdapter()],
      networks: [network(1)],
      siwx: { required: true, hasSession: (id, address) => sessions.includes(`${id}:${address}`) },
    })
    await connectWallet(connector('a'))
  })

  it('stays open and shakes for 500 ms', async () => {
    vi.useFakeTimers()
    openModal({ view: 'SIWXSignMessage' })
    closeModal()
    expect(modalState.open).toBe(true)
    expect(modalState.shake).toBe(true)
    vi.advanceTimersByTime(499)
    expect(modalState.shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(modalState.shake).toBe(false)
    vi.useRealTimers()
  })

  it('closes once the account has a session', () => {
    sessions.push('eip155:1:0xabc')
    openModal({ view: 'ApproveTransaction' })
    closeModal()
    expect(modalState.open).toBe(false)
  })

  it('closes on other views, and when sign-in is not required', () => {
    openModal({ view: 'Account' })
    closeModal()
    expect(modalState.open).toBe(false)
    setOptions({ siwx: { required: false, hasSession: () => false } })
    openModal({ view: 'SIWXSignMessage' })
    closeModal()
    expect(modalState.open).toBe(false)
  })
})

describe('networks across namespaces (spec §4)', () => {
  beforeEach(async () => {
    installMemoryStorage()
    resetState()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await initialize({
      adapters: [new FakeAdapter('eip155'), new FakeAdapter('solana')],
      networks: [network(1), network(7, 'solana')],
    })
    await connectWallet(connector('a'))
  })

  it('a network of another namespace without a wallet asks first, in SwitchActiveChain', async () => {
    openModal({ view: 'Networks' })
    await switchNetworkFromModal(network(7, 'solana'))
    expect(routerState.view).toBe('SwitchActiveChain')
    expect(routerState.data).toMatchObject({
      switchToChain: 'solana',
      navigateTo: 'Connect',
      navigateWithReplace: true,
    })
    expect(chainsState.activeNamespace).toBe('eip155')
  })

  it('confirming switches the active namespace and replaces the view with Connect', async () => {
    openModal({ view: 'Networks' })
    await switchNetworkFromModal(network(7, 'solana'))
    await switchActiveChain()
    expect(chainsState.activeNamespace).toBe('solana')
    expect(chainsState.chains.solana?.caipNetwork?.caipNetworkId).toBe('solana:7')
    expect(routerState.history).toEqual(['Networks', 'Connect'])
  })

  it('switching by code to an inactive namespace that is not connected warns APKTW001', async () => {
    await switchNetwork(network(7, 'solana'))
    expect(alertState).toMatchObject({
      open: true,
      code: 'APKTW001',
      message: 'Inactive Namespace Not Connected',
    })
    expect(chainsState.activeNamespace).toBe('solana')
  })
})

describe('what the modal says after a connection attempt', () => {
  let adapter: FakeAdapter
  beforeEach(async () => {
    installMemoryStorage()
    resetState()
    adapter = new FakeAdapter()
    await initialize({ adapters: [adapter], networks: [network(1)] })
  })

  it.each([
    [{ code: 4001, message: 'User rejected the request.' }],
    [{ code: 5002, message: 'x' }],
    [new Error('User rejected the request')],
    [new Error('Request cancelled by user')],
    [new Error('connection request reset')],
  ])("a user rejection (%o) says 'Connection rejected' and returns to Connect", async (error) => {
    adapter.connectResult = async () => {
      throw error
    }
    openModal()
    pushView('ConnectingExternal', { connector: connector('a') })
    await connectFromModal(connector('a'))
    expect(snackState).toMatchObject({ open: true, message: 'Connection rejected', variant: 'error' })
    expect(routerState.view).toBe('Connect')
  })

  it('a successful connection closes the modal', async () => {
    openModal()
    await connectFromModal(connector('a'))
    expect(modalState.open).toBe(false)
  })
})
