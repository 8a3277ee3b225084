// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { connectStub, createTestKit, renderWith } from '../test/render.js'
import { ProfileWalletsView } from './profile-wallets-view.js'

async function profile() {
  const core = createTestKit()
  await connectStub(core)
  renderWith(core, <ProfileWalletsView />)
  return core
}

describe('ProfileWalletsView', () => {
  it('lists the connected wallet with its short address, marked active', async () => {
    await profile()
    const row = screen.getByTestId('profile-wallet-stub')
    expect(row.textContent).toContain('Stub Wallet')
    expect(row.textContent).toContain('0xf39F…2266')
    expect(within(row).getByText('Active')).toBeTruthy()
  })

  it('disconnects the wallet the user removes', async () => {
    const core = await profile()
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect Stub Wallet' }))
    await waitFor(() => expect(core.chains.chains.eip155?.account.address).toBeUndefined())
  })

  it('opens Connect to add a wallet', async () => {
    const core = await profile()
    fireEvent.click(screen.getByRole('button', { name: 'Add wallet' }))
    expect(core.router.view).toBe('Connect')
  })
})
