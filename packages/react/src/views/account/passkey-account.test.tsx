// @vitest-environment happy-dom
import { startEmailLogin, verifyEmailOtp } from '@appkit/controllers'
import { openModal } from '@appkit/controllers/modal'
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeEmbeddedWallet } from '../../test/fake-embedded-wallet.js'
import { connectStub, createTestKit, renderWith } from '../../test/render.js'
import { AccountView } from './account-view.js'

async function signedIn(wallet = fakeEmbeddedWallet()) {
  const core = createTestKit({ embeddedWallet: wallet, features: { email: true } })
  await startEmailLogin(core, { email: 'me@example.com' })
  await verifyEmailOtp(core, { otp: '123456' })
  openModal(core, { view: 'Account' })
  renderWith(core, <AccountView />)
  return { core, wallet }
}

describe('Add a passkey', () => {
  it('is offered to an embedded-wallet account, and says when the passkey was added', async () => {
    const { wallet } = await signedIn()
    fireEvent.click(screen.getByRole('button', { name: 'Add a passkey' }))
    expect((await screen.findByRole('status')).textContent).toBe('Passkey added: log in with it next time.')
    expect(wallet.calls).toContain('addPasskey')
  })

  it('says why the secure site did not add it', async () => {
    await signedIn(fakeEmbeddedWallet({ passkeyError: 'This account has a passkey already.' }))
    fireEvent.click(screen.getByRole('button', { name: 'Add a passkey' }))
    expect((await screen.findByRole('alert')).textContent).toBe('This account has a passkey already.')
  })

  it('is not offered to an account of another wallet', async () => {
    const core = createTestKit()
    await connectStub(core)
    renderWith(core, <AccountView />)
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull()
  })
})
