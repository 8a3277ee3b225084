// @vitest-environment happy-dom
import { openModal } from '@appkit/controllers/modal'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeEmbeddedWallet } from '../../test/fake-embedded-wallet.js'
import { ADDRESS, createTestKit, renderWith } from '../../test/render.js'
import { ConnectView } from '../connect-view.js'

const REFUSED = 'This passkey could not be verified. Try again, or log in with your email.'

function passkeyKit(wallet = fakeEmbeddedWallet()) {
  const core = createTestKit({ embeddedWallet: wallet, features: { email: true } })
  openModal(core)
  renderWith(core, <ConnectView />)
  return { core, wallet }
}

describe('Log in with a passkey', () => {
  it('is offered under the email field; it connects with the passkey alone and closes the modal', async () => {
    const { core, wallet } = passkeyKit()
    fireEvent.click(screen.getByRole('button', { name: 'Log in with a passkey' }))
    await waitFor(() => expect(core.modal.open).toBe(false))
    expect(wallet.calls).toEqual(['connectPasskey'])
    expect(core.chains.chains.eip155!.account.address).toBe(ADDRESS)
  })

  it('says why the secure site refused, and stays for another try', async () => {
    const { core } = passkeyKit(fakeEmbeddedWallet({ passkeyError: REFUSED }))
    fireEvent.click(screen.getByRole('button', { name: 'Log in with a passkey' }))
    expect((await screen.findByRole('alert')).textContent).toBe(REFUSED)
    expect(core.modal.open).toBe(true)
    expect(screen.getByRole('button', { name: 'Log in with a passkey' })).toBeTruthy()
  })

  it('is not offered without email login', () => {
    renderWith(createTestKit(), <ConnectView />)
    expect(screen.queryByRole('button', { name: 'Log in with a passkey' })).toBeNull()
  })
})
