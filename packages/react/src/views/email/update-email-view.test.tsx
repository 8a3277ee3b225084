// @vitest-environment happy-dom
import { startEmailLogin, verifyEmailOtp } from '@appkit/controllers'
import { openModal, pushView } from '@appkit/controllers/modal'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeEmbeddedWallet } from '../../test/fake-embedded-wallet.js'
import { createTestKit, renderWith } from '../../test/render.js'
import { UpdateEmailView } from './update-email-view.js'

async function signedIn() {
  const core = createTestKit({ embeddedWallet: fakeEmbeddedWallet(), features: { email: true } })
  await startEmailLogin(core, { email: 'me@example.com' })
  await verifyEmailOtp(core, { otp: '123456' })
  openModal(core, { view: 'Account' })
  pushView(core.router, 'UpdateEmailWallet')
  renderWith(core, <UpdateEmailView />)
  return core
}

function enterCode(code: string) {
  fireEvent.change(screen.getByLabelText('Digit 1 of 6'), { target: { value: code } })
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
}

describe('UpdateEmailView', () => {
  it('asks for a code from the current address, then one from the new, then shows the account', async () => {
    const core = await signedIn()
    fireEvent.change(screen.getByLabelText('New email'), { target: { value: 'new@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(
      await screen.findByText('Enter the code we sent to your current email, me@example.com.'),
    ).toBeTruthy()
    enterCode('123456')
    expect(await screen.findByText('Enter the code we sent to new@example.com.')).toBeTruthy()
    // A new form for the second step: the first code is not carried over.
    expect((screen.getByLabelText('Digit 1 of 6') as HTMLInputElement).value).toBe('')
    enterCode('123456')
    await waitFor(() => expect(core.router.view).toBe('Account'))
    expect(core.emailLogin.email).toBe('new@example.com')
  })

  it('refuses a new address that is not an email', async () => {
    await signedIn()
    fireEvent.change(screen.getByLabelText('New email'), { target: { value: 'nope' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid email address.')
  })
})
