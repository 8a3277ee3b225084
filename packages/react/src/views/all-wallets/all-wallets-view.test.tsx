// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { explorerWallets, fakeExplorer } from '../../test/fake-explorer.js'
import { createTestKit, renderWith } from '../../test/render.js'
import { ConnectView } from '../connect-view.js'
import { AllWalletsView } from './all-wallets-view.js'

const count = () => screen.getByTestId('all-wallets-count').textContent

describe('AllWalletsView', () => {
  it('lists the installed wallet first, then the explorer, with the total', async () => {
    const { explorer } = fakeExplorer()
    renderWith(createTestKit({ explorer }), <AllWalletsView />)
    await waitFor(() => expect(count()).toBe('31 wallets'))
    const rows = screen.getAllByRole('button').map((b) => b.dataset.testid)
    expect(rows[0]).toBe('wallet-stub')
    expect(rows[1]).toBe('explorer-wallet-w0')
  })

  it('tags a certified wallet', async () => {
    const { explorer } = fakeExplorer()
    renderWith(createTestKit({ explorer }), <AllWalletsView />)
    expect((await screen.findByTestId('explorer-wallet-w1')).textContent).toContain('Certified')
  })

  it('searches the explorer for what the user types', async () => {
    const { explorer, calls } = fakeExplorer()
    renderWith(createTestKit({ explorer }), <AllWalletsView />)
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search wallets' }), {
      target: { value: 'trust' },
    })
    await waitFor(() => expect(count()).toBe('1 wallets'))
    expect(screen.getByTestId('explorer-wallet-w1')).toBeTruthy()
    expect(screen.queryByTestId('explorer-wallet-w0')).toBeNull()
    expect(calls.some((call) => call.search === 'trust')).toBe(true)
  })

  it('says no wallet was found for a search that matches none', async () => {
    const { explorer } = fakeExplorer()
    renderWith(createTestKit({ explorer }), <AllWalletsView />)
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz-nothing' } })
    await waitFor(() => expect(count()).toBe('No wallet found'))
  })

  it('opens the installed wallet in ConnectingExternal', async () => {
    const { explorer } = fakeExplorer()
    const core = createTestKit({ explorer })
    renderWith(core, <AllWalletsView />)
    fireEvent.click(await screen.findByTestId('wallet-stub'))
    expect(core.router.view).toBe('ConnectingExternal')
  })

  it('opens an explorer wallet in WalletConnect', async () => {
    const { explorer } = fakeExplorer()
    const core = createTestKit({ explorer })
    renderWith(core, <AllWalletsView />)
    fireEvent.click(await screen.findByTestId('explorer-wallet-w0'))
    expect(core.router.view).toBe('ConnectingWalletConnect')
    expect(core.router.data?.wallet?.id).toBe('w0')
  })

  it('says the same wallet count on Connect as inside All Wallets', async () => {
    const { explorer } = fakeExplorer()
    const core = createTestKit({ explorer })
    renderWith(core, <ConnectView />)
    const button = await screen.findByTestId('all-wallets-button')
    await waitFor(() => expect(button.textContent).toMatch(/\d/))
    const onConnect = button.textContent?.replace('All Wallets', '')
    cleanup()
    renderWith(core, <AllWalletsView />)
    await waitFor(() => expect(count()).toBe('31 wallets'))
    expect(onConnect).toBe('31')
  })

  it('counts an installed wallet once on Connect and inside when the explorer also lists it', async () => {
    const { explorer } = fakeExplorer(
      explorerWallets.map((wallet, i) => (i === 5 ? { ...wallet, rdns: 'io.stub' } : wallet)),
    )
    const core = createTestKit({ explorer })
    for (const connector of core.connectors.connectors)
      connector.info = { ...connector.info, rdns: 'io.stub' }
    renderWith(core, <ConnectView />)
    const button = await screen.findByTestId('all-wallets-button')
    await waitFor(() => expect(button.textContent).toBe('All Wallets30'))
    cleanup()
    renderWith(core, <AllWalletsView />)
    await waitFor(() => expect(count()).toBe('30 wallets'))
  })
})
