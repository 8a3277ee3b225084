// @vitest-environment happy-dom
import { closeModal, openModal, pushView } from '@appkit/controllers/modal'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeExplorer } from '../test/fake-explorer.js'
import { connectStub, createTestKit, renderWith } from '../test/render.js'
import { AnyView } from '../views/lazy-views.js'
import { Modal } from './modal.js'

const dialog = () => screen.getByTestId('appkit-modal') as HTMLDialogElement

describe('Modal', () => {
  it('opens as a dialog named by its view, showing the view', async () => {
    const core = createTestKit()
    renderWith(core, <Modal Views={AnyView} />)
    expect(dialog().open).toBe(false)
    act(() => openModal(core))
    await waitFor(() => expect(dialog().open).toBe(true))
    expect(screen.getByRole('heading', { name: 'Connect Wallet' })).toBeTruthy()
    expect(dialog().getAttribute('aria-labelledby')).toBe(screen.getByRole('heading').id)
    expect(screen.getByTestId('wallet-stub')).toBeTruthy()
  })

  it('closes from its Close button', async () => {
    const core = createTestKit()
    renderWith(core, <Modal Views={AnyView} />)
    act(() => openModal(core))
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }))
    expect(core.modal.open).toBe(false)
    await waitFor(() => expect(dialog().open).toBe(false))
  })

  it('offers Back only after moving on, and goes back with it', async () => {
    const core = createTestKit()
    renderWith(core, <Modal Views={AnyView} />)
    act(() => openModal(core))
    await screen.findByRole('heading', { name: 'Connect Wallet' })
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
    act(() => pushView(core.router, 'AllWallets'))
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }))
    expect(await screen.findByRole('heading', { name: 'Connect Wallet' })).toBeTruthy()
  })

  it('shows a notice for a view not in this build', async () => {
    const core = createTestKit()
    renderWith(core, <Modal Views={AnyView} />)
    act(() => openModal(core, { view: 'ApproveTransaction' }))
    expect(await screen.findByText('This screen is not available in this build.')).toBeTruthy()
  })

  it('closes through closeModal when the user presses Escape', async () => {
    const core = createTestKit()
    renderWith(core, <Modal Views={AnyView} />)
    act(() => openModal(core))
    await waitFor(() => expect(dialog().open).toBe(true))
    fireEvent(dialog(), new Event('cancel', { cancelable: true }))
    expect(core.modal.open).toBe(false)
  })

  it('closes on a click that began and ended on the backdrop', async () => {
    const core = createTestKit()
    renderWith(core, <Modal Views={AnyView} />)
    act(() => openModal(core))
    await waitFor(() => expect(dialog().open).toBe(true))
    fireEvent.mouseDown(dialog(), { detail: 1 })
    fireEvent.click(dialog())
    expect(core.modal.open).toBe(false)
  })

  it('stays open when a press inside the card ends on the backdrop', async () => {
    const core = createTestKit()
    renderWith(core, <Modal Views={AnyView} />)
    act(() => openModal(core))
    fireEvent.mouseDown(await screen.findByRole('heading'), { detail: 1 })
    fireEvent.click(dialog())
    expect(core.modal.open).toBe(true)
    act(() => closeModal(core))
  })
})

describe('Modal, closed', () => {
  const card = () => dialog().querySelector('.apk-card')

  it('holds the Connect view ready in the closed dialog, asking no service until it opens', async () => {
    const { explorer, calls } = fakeExplorer()
    const core = createTestKit({ explorer })
    renderWith(core, <Modal Views={AnyView} />)
    expect(dialog().open).toBe(false)
    expect(card()?.getAttribute('data-view')).toBe('Connect')
    const row = screen.getByTestId('wallet-stub')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(calls).toEqual([])
    act(() => openModal(core))
    await waitFor(() => expect(dialog().open).toBe(true))
    // The click shows what was held, the same elements.
    expect(screen.getByTestId('wallet-stub')).toBe(row)
    expect(await screen.findByTestId('explorer-wallet-w0')).toBeTruthy()
    expect(calls.length).toBeGreaterThan(0)
  })

  it('holds a fresh Connect view after each close, as each open used to mount one', async () => {
    const core = createTestKit()
    renderWith(core, <Modal Views={AnyView} />)
    act(() => openModal(core))
    const row = await screen.findByTestId('wallet-stub')
    act(() => closeModal(core))
    await waitFor(() => expect(dialog().open).toBe(false))
    expect(screen.getByTestId('wallet-stub')).not.toBe(row)
  })

  it('holds nothing while an account is connected: the click opens Account', async () => {
    const core = createTestKit()
    await connectStub(core)
    renderWith(core, <Modal Views={AnyView} />)
    expect(card()).toBeNull()
  })

  it('opened on another view, shows that view', async () => {
    const core = createTestKit()
    renderWith(core, <Modal Views={AnyView} />)
    act(() => openModal(core, { view: 'Networks' }))
    await waitFor(() => expect(card()?.getAttribute('data-view')).toBe('Networks'))
    expect(screen.queryByTestId('wallet-stub')).toBeNull()
  })
})
