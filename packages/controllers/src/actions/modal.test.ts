import { beforeEach, describe, expect, it } from 'vitest'
import { chainsState } from '../state/chains.js'
import { subscribeEvents } from '../state/events.js'
import { modalState } from '../state/modal.js'
import { setOptions } from '../state/options.js'
import { pushView, routerState } from '../state/router.js'
import { connector, FakeAdapter, network } from '../test/fake-adapter.js'
import { installMemoryStorage } from '../test/memory-storage.js'
import { connectWallet } from './connect-wallet.js'
import { initialize } from './initialize.js'
import { closeModal, goBack, openModal } from './modal.js'
import { resetState } from './reset.js'

describe('modal opening rules (spec §2)', () => {
  let adapter: FakeAdapter
  beforeEach(async () => {
    installMemoryStorage()
    resetState()
    adapter = new FakeAdapter()
    await initialize({ adapters: [adapter], networks: [network(1), network(2, 'solana')] })
  })

  it('rule 1: a different namespace becomes the active one first', () => {
    openModal({ namespace: 'solana' })
    expect(chainsState.activeNamespace).toBe('solana')
  })

  it('rule 2: no adapters and no address opens ConnectingWalletConnectBasic, AllWallets on mobile', async () => {
    resetState()
    await initialize({ adapters: [], networks: [network(1)] })
    openModal({ view: 'Networks' })
    expect(routerState.view).toBe('ConnectingWalletConnectBasic')
    setOptions({ isMobile: true })
    openModal()
    expect(routerState.view).toBe('AllWallets')
  })

  it('rule 3: an explicit view resets the stack to that view', () => {
    openModal()
    pushView('AllWallets')
    openModal({ view: 'Networks' })
    expect(routerState.history).toEqual(['Networks'])
  })

  it('rule 4: a connected address shows Account', async () => {
    await connectWallet(connector('a'))
    openModal()
    expect(routerState.view).toBe('Account')
  })

  it('rule 5: otherwise Connect', () => {
    openModal()
    expect(modalState.open).toBe(true)
    expect(routerState.view).toBe('Connect')
  })

  it('emits MODAL_OPEN and MODAL_CLOSE once each', () => {
    const seen: string[] = []
    const stop = subscribeEvents((e) => seen.push(e.data.event))
    openModal()
    openModal()
    closeModal()
    stop()
    expect(seen).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
  })
})

describe('back and close (spec §2)', () => {
  let adapter: FakeAdapter
  beforeEach(async () => {
    installMemoryStorage()
    resetState()
    adapter = new FakeAdapter()
    await initialize({ adapters: [adapter], networks: [network(1)] })
  })

  it('back pops the history', () => {
    openModal()
    pushView('AllWallets')
    goBack()
    expect(routerState.view).toBe('Connect')
  })

  it('back onto Connect while connected shows Account', async () => {
    openModal()
    pushView('ConnectingExternal')
    await connectWallet(connector('a'))
    goBack()
    expect(routerState.view).toBe('Account')
  })

  it('back with no history closes the modal', () => {
    openModal()
    goBack()
    expect(modalState.open).toBe(false)
  })

  it('close resets to Connect', () => {
    openModal()
    pushView('AllWallets')
    closeModal()
    expect(routerState.history).toEqual(['Connect'])
  })

  it('close in embedded mode shows Account when connected', async () => {
    setOptions({ enableEmbedded: true })
    await connectWallet(connector('a'))
    openModal()
    closeModal()
    expect(routerState.view).toBe('Account')
  })

  it("close during a pending connection rejects it with 'Modal closed' and returns to Connect", async () => {
    adapter.connectResult = () => new Promise(() => undefined)
    openModal()
    pushView('ConnectingExternal')
    const attempt = connectWallet(connector('a'))
    closeModal()
    await expect(attempt).rejects.toThrow('Modal closed')
    expect(routerState.view).toBe('Connect')
    expect(chainsState.chains.eip155!.account.status).toBe('disconnected')
  })
})
