// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ADDRESS, connectStub, createTestKit, renderWith } from '../../test/render.js'
import { stubAdapter } from '../../test/stub-adapter.js'
import { AccountView } from './account-view.js'

async function connected() {
  const core = createTestKit()
  await connectStub(core)
  return core
}

describe('AccountView', () => {
  it('shows the short address, with the full one as its title', async () => {
    renderWith(await connected(), <AccountView />)
    const address = screen.getByTestId('account-address')
    expect(address.textContent).toBe('0xf39F…2266')
    expect(address.getAttribute('title')).toBe(ADDRESS)
  })

  it('shows the balance floored to 3 decimals with its symbol', async () => {
    renderWith(await connected(), <AccountView />)
    await waitFor(() => expect(screen.getByTestId('account-balance').textContent).toBe('12.345 ETH'))
  })

  it('Account header: the balance is grouped for the locale as the token rows are ("12,345.6 ETH")', async () => {
    const adapter = stubAdapter(ADDRESS)
    adapter.balances = {
      ...adapter.balances!,
      getNativeBalance: async () => ({ value: 12_345_600n * 10n ** 15n, decimals: 18, symbol: 'ETH' }),
    }
    const core = createTestKit({}, adapter)
    await connectStub(core)
    renderWith(core, <AccountView />)
    await waitFor(() => expect(screen.getByTestId('account-balance').textContent).toBe('12,345.6 ETH'))
  })

  it('names the network and opens Networks from it', async () => {
    const core = await connected()
    renderWith(core, <AccountView />)
    fireEvent.click(screen.getByRole('button', { name: 'Network: Ethereum' }))
    expect(core.router.view).toBe('Networks')
  })

  it('offers Send and Receive, each opening its view', async () => {
    const core = await connected()
    renderWith(core, <AccountView />)
    // The stub adapter cannot send: only Receive shows.
    expect(screen.queryByTestId('wallet-feature-send')).toBeNull()
    fireEvent.click(screen.getByTestId('wallet-feature-receive'))
    expect(core.router.view).toBe('Receive')
  })

  it('opens the wallets held from Wallets', async () => {
    const core = await connected()
    renderWith(core, <AccountView />)
    fireEvent.click(screen.getByRole('button', { name: 'Wallets' }))
    expect(core.router.view).toBe('ProfileWallets')
  })

  it('disconnects the wallet from Disconnect', async () => {
    const core = await connected()
    renderWith(core, <AccountView />)
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(core.chains.chains.eip155?.account.address).toBeUndefined())
  })

  it('copies the address and says so', async () => {
    const core = await connected()
    renderWith(core, <AccountView />)
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
    await waitFor(() => expect(core.snack.message).toEqual({ key: 'addressCopied' }))
    expect(await navigator.clipboard.readText()).toBe(ADDRESS)
  })

  it('renders nothing while no account is connected', () => {
    const { container } = renderWith(createTestKit(), <AccountView />)
    expect(container.textContent).toBe('')
  })
})
