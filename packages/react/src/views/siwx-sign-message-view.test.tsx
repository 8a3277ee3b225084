// @vitest-environment happy-dom
import { openModal } from '@appkit/controllers/modal'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakeSiwx } from '../test/fake-siwx.js'
import { connectStub, createTestKit, renderWith } from '../test/render.js'
import { SiwxSignMessageView } from './siwx-sign-message-view.js'

const metadata = { name: 'Lab', description: '', url: 'https://lab.test', icons: [] }

async function signInView(siwx = fakeSiwx()) {
  const core = createTestKit({ siwx, metadata })
  await connectStub(core)
  openModal(core, { view: 'SIWXSignMessage' })
  renderWith(core, <SiwxSignMessageView />)
  return { core, siwx }
}

describe('SiwxSignMessageView', () => {
  it('says which dapp asks, and that signing costs nothing', async () => {
    await signInView()
    expect(screen.getByText('Lab needs to know this account is yours')).toBeTruthy()
    expect(
      screen.getByText(
        'Sign a message in your wallet to sign in. It costs nothing and sends no transaction.',
      ),
    ).toBeTruthy()
  })

  it('calls the dapp "This app" when it has no name', () => {
    renderWith(createTestKit({ siwx: fakeSiwx() }), <SiwxSignMessageView />)
    expect(screen.getByText('This app needs to know this account is yours')).toBeTruthy()
  })

  it('signs in with the wallet and closes the modal', async () => {
    const { core, siwx } = await signInView()
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(core.modal.open).toBe(false))
    expect(siwx.sessions.size).toBe(1)
  })

  it("says 'Error signing message' when the signature is refused, and stays", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { core } = await signInView(fakeSiwx({ accept: false }))
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(core.snack.message).toEqual({ key: 'errorSigningMessage' }))
    expect(core.modal.open).toBe(true)
    warn.mockRestore()
  })

  it('closes the modal on Cancel when signing in is optional', async () => {
    const { core } = await signInView()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(core.modal.open).toBe(false))
    expect(core.chains.chains.eip155?.account.address).toBeDefined()
  })

  it('disconnects on Cancel when signing in is required', async () => {
    const { core } = await signInView(fakeSiwx({ required: true }))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(core.chains.chains.eip155?.account.address).toBeUndefined())
  })
})
