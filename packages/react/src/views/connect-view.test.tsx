// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeExplorer } from '../test/fake-explorer.js'
import { createTestKit, renderWith } from '../test/render.js'
import { ConnectView } from './connect-view.js'

describe('ConnectView', () => {
  it('lists the installed wallet, tagged Installed', () => {
    renderWith(createTestKit(), <ConnectView />)
    const row = screen.getByTestId('wallet-stub')
    expect(row.textContent).toContain('Stub Wallet')
    expect(within(row).getByText('Installed')).toBeTruthy()
  })

  it('opens ConnectingExternal with the wallet the user picked', () => {
    const core = createTestKit()
    renderWith(core, <ConnectView />)
    fireEvent.click(screen.getByTestId('wallet-stub'))
    expect(core.router.view).toBe('ConnectingExternal')
    expect(core.router.data?.connector?.id).toBe('stub')
  })

  it('says no wallet was found when there is no wallet, no WalletConnect and no explorer', () => {
    renderWith(createTestKit({ adapters: [] }), <ConnectView />)
    expect(screen.getByText('No wallet found in this browser.')).toBeTruthy()
  })

  it("shows the explorer's recommended wallets and All Wallets with the count", async () => {
    const { explorer } = fakeExplorer()
    const core = createTestKit({ explorer })
    renderWith(core, <ConnectView />)
    expect(await screen.findByTestId('explorer-wallet-w0')).toBeTruthy()
    expect(screen.getByTestId('explorer-wallet-w0').textContent).toContain('Rainbow')
    expect(screen.getByTestId('all-wallets-button').textContent).toContain('All Wallets')
    fireEvent.click(screen.getByTestId('all-wallets-button'))
    expect(core.router.view).toBe('AllWallets')
  })

  it('shows the featured wallets first, in the order the dapp gave', async () => {
    const { explorer } = fakeExplorer()
    renderWith(createTestKit({ explorer, featuredWalletIds: ['w5', 'w2'] }), <ConnectView />)
    await screen.findByTestId('explorer-wallet-w5')
    const ids = screen
      .getAllByRole('button')
      .map((b) => b.dataset.testid)
      .filter((id) => id?.startsWith('explorer-wallet-'))
    expect(ids.slice(0, 2)).toEqual(['explorer-wallet-w5', 'explorer-wallet-w2'])
  })

  it('sends a wallet picked from the explorer to WalletConnect with its app links', async () => {
    const { explorer } = fakeExplorer()
    const core = createTestKit({ explorer })
    renderWith(core, <ConnectView />)
    fireEvent.click(await screen.findByTestId('explorer-wallet-w0'))
    expect(core.router.view).toBe('ConnectingWalletConnect')
    expect(core.router.data?.wallet?.name).toBe('Rainbow')
  })
})
