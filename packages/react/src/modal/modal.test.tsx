// @vitest-environment happy-dom
import { closeModal, openModal, pushView } from '@appkit/controllers'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestKit, renderWith } from '../test/render.js'
import { Modal } from './modal.js'

const dialog = () => screen.getByTestId('appkit-modal') as HTMLDialogElement

describe('Modal', () => {
  it('opens as a dialog named by its view, showing the view', async () => {
    const core = createTestKit()
    renderWith(core, <Modal />)
    expect(dialog().open).toBe(false)
    act(() => openModal(core))
    await waitFor(() => expect(dialog().open).toBe(true))
    expect(screen.getByRole('heading', { name: 'Connect Wallet' })).toBeTruthy()
    expect(dialog().getAttribute('aria-labelledby')).toBe(screen.getByRole('heading').id)
    expect(screen.getByTestId('wallet-stub')).toBeTruthy()
  })

  it('closes from its Close button', async () => {
    const core = createTestKit()
    renderWith(core, <Modal />)
    act(() => openModal(core))
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }))
    expect(core.modal.open).toBe(false)
    await waitFor(() => expect(dialog().open).toBe(false))
  })

  it('offers Back only after moving on, and goes back with it', async () => {
    const core = createTestKit()
    renderWith(core, <Modal />)
    act(() => openModal(core))
    await screen.findByRole('heading', { name: 'Connect Wallet' })
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
    act(() => pushView(core.router, 'AllWallets'))
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }))
    expect(await screen.findByRole('heading', { name: 'Connect Wallet' })).toBeTruthy()
  })

  it('shows a notice for a view not in this build', async () => {
    const core = createTestKit()
    renderWith(core, <Modal />)
    act(() => openModal(core, { view: 'RegisterAccountName' }))
    expect(await screen.findByText('This screen is not available in this build.')).toBeTruthy()
  })

  it('closes through closeModal when the user presses Escape', async () => {
    const core = createTestKit()
    renderWith(core, <Modal />)
    act(() => openModal(core))
    await waitFor(() => expect(dialog().open).toBe(true))
    fireEvent(dialog(), new Event('cancel', { cancelable: true }))
    expect(core.modal.open).toBe(false)
  })

  it('closes on a click that began and ended on the backdrop', async () => {
    const core = createTestKit()
    renderWith(core, <Modal />)
    act(() => openModal(core))
    await waitFor(() => expect(dialog().open).toBe(true))
    fireEvent.mouseDown(dialog(), { detail: 1 })
    fireEvent.click(dialog())
    expect(core.modal.open).toBe(false)
  })

  it('stays open when a press inside the card ends on the backdrop', async () => {
    const core = createTestKit()
    renderWith(core, <Modal />)
    act(() => openModal(core))
    fireEvent.mouseDown(await screen.findByRole('heading'), { detail: 1 })
    fireEvent.click(dialog())
    expect(core.modal.open).toBe(true)
    act(() => closeModal(core))
  })
})
