// @vitest-environment happy-dom
import { openModal } from '@appkit/controllers/modal'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakeEmbeddedWallet } from '../../test/fake-embedded-wallet.js'
import { ADDRESS, createTestKit, renderWith } from '../../test/render.js'
import { ConnectView } from '../connect-view.js'
import { ViewSwitch } from '../view-switch.js'

function emailKit(wallet = fakeEmbeddedWallet()) {
  const core = createTestKit({ embeddedWallet: wallet, features: { email: true } })
  openModal(core)
  return { core, wallet }
}

async function codeStep(wallet = fakeEmbeddedWallet()) {
  const kit = emailKit(wallet)
  renderWith(kit.core, <ConnectView />)
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'me@example.com' } })
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
  await waitFor(() => expect(kit.core.router.view).toBe('EmailLogin'))
  renderWith(kit.core, <ViewSwitch view="EmailLogin" />)
  return kit
}

function enterCode(code: string) {
  fireEvent.change(screen.getByLabelText('Digit 1 of 6'), { target: { value: code } })
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
}

const codeBoxes = () =>
  screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ }).map((box) => (box as HTMLInputElement).value)

describe('email login', () => {
  it('offers the email field on Connect', () => {
    const { core } = emailKit()
    renderWith(core, <ConnectView />)
    expect(screen.getByPlaceholderText('you@example.com')).toBeTruthy()
  })

  it('asks for the code mailed to the address', async () => {
    await codeStep()
    expect(screen.getByText('We sent a 6-digit code to me@example.com.')).toBeTruthy()
  })

  it('keeps only the digits the user types into the code field', async () => {
    await codeStep()
    fireEvent.change(screen.getByLabelText('Digit 1 of 6'), { target: { value: '12-34 ab' } })
    expect(codeBoxes()).toEqual(['1', '2', '3', '4', '', ''])
  })

  it('connects the account with the right code and closes the modal', async () => {
    const { core } = await codeStep()
    enterCode('123456')
    await waitFor(() => expect(core.chains.chains.eip155?.account.address).toBe(ADDRESS))
    await waitFor(() => expect(core.modal.open).toBe(false))
  })

  it("says 'Invalid code' for a wrong code", async () => {
    await codeStep()
    enterCode('000000')
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid code')
  })

  it('says when to try again for a resend within the cooldown', async () => {
    const { wallet } = await codeStep()
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }))
    await waitFor(() =>
      expect(screen.getByTestId('code-resend-status').textContent).toBe('Please try again after 30 seconds'),
    )
    expect(wallet.calls.filter((call) => call === 'email:me@example.com')).toHaveLength(1)
  })

  it("sends the code again after the cooldown and says 'Code sent'", async () => {
    const { wallet } = await codeStep()
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + 31_000)
      fireEvent.click(screen.getByRole('button', { name: 'Resend code' }))
      await waitFor(() => expect(screen.getByTestId('code-resend-status').textContent).toBe('Code sent'))
    } finally {
      vi.useRealTimers()
    }
    expect(wallet.calls.filter((call) => call === 'email:me@example.com')).toHaveLength(2)
  })

  it('asks to approve the device first when the wallet wants it', async () => {
    const wallet = fakeEmbeddedWallet({ action: 'VERIFY_DEVICE' })
    await codeStep(wallet)
    expect(screen.getByText('Approve this device')).toBeTruthy()
    expect(
      screen.getByText('We sent a link to me@example.com. Open it to approve this device; a code follows.'),
    ).toBeTruthy()
    await waitFor(() => expect(wallet.calls).toContain('device'))
  })

  it('Email: after a disconnect the last email is selected on focus, so typing replaces it', () => {
    const { core } = emailKit()
    core.emailLogin.email = 'last@example.com'
    renderWith(core, <ConnectView />)
    const field = screen.getByLabelText('Email') as HTMLInputElement
    expect(field.value).toBe('last@example.com')
    // An email field has no selection range to read (HTML's rule); what focus asks of it is.
    const select = vi.spyOn(field, 'select')
    fireEvent.focus(field)
    expect(select).toHaveBeenCalledTimes(1)
    fireEvent.change(field, { target: { value: 'new@example.com' } })
    fireEvent.focus(field)
    expect(select).toHaveBeenCalledTimes(1)
  })

  it('Email: an invalid address is said once, beside the field, with no APKTW002 banner, and goes once fixed', async () => {
    const { core, wallet } = emailKit()
    renderWith(core, <ConnectView />)
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid email address.')
    expect(screen.getAllByText('Please enter a valid email address.')).toHaveLength(1)
    expect(core.alert.open).toBe(false)
    expect(wallet.calls).toEqual([])
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'me@example.com' } })
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it("Email: says 'Sending the code…' while the code is sent, not 'Connecting…'", async () => {
    const wallet = fakeEmbeddedWallet()
    wallet.connectEmail = () => new Promise(() => undefined)
    const { core } = emailKit(wallet)
    renderWith(core, <ConnectView />)
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'me@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByRole('button', { name: 'Sending the code…' })).toBeTruthy()
    expect(screen.queryByText('Connecting…')).toBeNull()
  })
})
