// @vitest-environment happy-dom

import { shortenAddress } from '@appkit/common'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MODAL_CSS } from '../styles/modal-css.js'
import { connectStub, createTestKit, renderWith } from '../test/render.js'
import { evmAndSolanaKit, SOLANA_ADDRESS, SOLANA_WALLET } from '../test/two-namespaces.js'
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

describe('ProfileWalletsView with wallets in several namespaces', () => {
  it('the Wallets view lists every connected wallet, not only the active namespace’s', async () => {
    const core = await evmAndSolanaKit()
    renderWith(core, <ProfileWalletsView />)
    const rows = within(screen.getByTestId('profile-wallets')).getAllByRole('listitem')
    expect(rows.map((row) => row.dataset.testid)).toEqual(['profile-wallet-stub', 'profile-wallet-sol-stub'])
    const solana = screen.getByTestId('profile-wallet-sol-stub')
    expect(solana.textContent).toContain('Solana')
    expect(within(solana).getByText('Connected')).toBeTruthy()
    expect(within(screen.getByTestId('profile-wallet-stub')).getByText('Active')).toBeTruthy()
  })

  it("the Wallets view keeps a wallet's name and address on one line each, the whole value in the title", async () => {
    const core = await evmAndSolanaKit()
    renderWith(core, <ProfileWalletsView />)
    const row = screen.getByTestId('profile-wallet-sol-stub')
    const name = within(row).getByText(SOLANA_WALLET)
    const address = within(row).getByText(shortenAddress(SOLANA_ADDRESS))
    for (const line of [name, address]) expect(line.classList.contains('apk-line')).toBe(true)
    expect(name.title).toBe(SOLANA_WALLET)
    expect(address.title).toBe(SOLANA_ADDRESS)
    // The stylesheet's one-line rule for those lines, so the look cannot drift from the markup.
    expect(MODAL_CSS).toMatch(/\.apk-line \{[^}]*white-space: nowrap;[^}]*text-overflow: ellipsis;/)
  })

  it('disconnecting the wallet of another namespace leaves the active one', async () => {
    const core = await evmAndSolanaKit()
    renderWith(core, <ProfileWalletsView />)
    fireEvent.click(screen.getByRole('button', { name: `Disconnect ${SOLANA_WALLET}` }))
    await waitFor(() => expect(core.chains.chains.solana?.account.address).toBeUndefined())
    expect(core.chains.chains.eip155?.account.address).toBeDefined()
  })
})
