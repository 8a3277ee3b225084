// @vitest-environment happy-dom
import { type ExplorerWallet, openModal, pushView, walletConnectConnector } from '@appkit/controllers/modal'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeExplorer } from '../../test/fake-explorer.js'
import { fakeWalletConnect, PAIRING_URI } from '../../test/fake-wallet-connect.js'
import { createTestKit, renderWith } from '../../test/render.js'
import { ConnectView } from '../connect-view.js'
import { ConnectingWalletConnectView } from './connecting-wallet-connect-view.js'

const rainbow: ExplorerWallet = {
  id: 'rainbow',
  name: 'Rainbow',
  chains: ['eip155:1'],
  image_id: null,
  desktop_link: 'rainbow://',
}

function pairing(wallet?: ExplorerWallet) {
  const core = createTestKit({ walletConnect: fakeWalletConnect() })
  openModal(core)
  pushView(core.router, 'ConnectingWalletConnect', { connector: walletConnectConnector(core), wallet })
  renderWith(core, <ConnectingWalletConnectView />)
  return core
}

describe('ConnectingWalletConnectView', () => {
  it('lists WalletConnect first on Connect, tagged QR code', () => {
    const core = createTestKit({ walletConnect: fakeWalletConnect() })
    renderWith(core, <ConnectView />)
    const row = screen.getByTestId('wallet-walletConnect')
    expect(row.textContent).toContain('QR code')
    fireEvent.click(row)
    expect(core.router.view).toBe('ConnectingWalletConnect')
  })

  it('shows the pairing QR code and asks to scan it with a phone', async () => {
    pairing()
    const qr = await screen.findByRole('img', { name: 'QR code to connect a wallet with WalletConnect' })
    expect(qr.dataset.uri).toBe(PAIRING_URI)
    expect(screen.getByText('Scan this QR code with your phone')).toBeTruthy()
  })

  it('copies the pairing link', async () => {
    const core = pairing()
    const copy = screen.getByRole('button', { name: 'Copy link' }) as HTMLButtonElement
    await waitFor(() => expect(copy.disabled).toBe(false))
    fireEvent.click(copy)
    await waitFor(() => expect(core.snack.message).toEqual({ key: 'linkCopied' }))
    expect(await navigator.clipboard.readText()).toBe(PAIRING_URI)
  })

  it('names the wallet picked and opens its app with the pairing', async () => {
    pairing(rainbow)
    expect(screen.getByText('Scan this QR code with Rainbow')).toBeTruthy()
    const open = await screen.findByRole('link', { name: 'Open Rainbow' })
    expect(open.getAttribute('href')).toBe(`rainbow://wc?uri=${encodeURIComponent(PAIRING_URI)}`)
  })

  it('says WalletConnect is not configured when the dapp has none', () => {
    renderWith(createTestKit(), <ConnectingWalletConnectView />)
    expect(screen.getByText('WalletConnect is not configured for this app.')).toBeTruthy()
  })

  it('offers All Wallets in the basic view when the dapp has an explorer', () => {
    const { explorer } = fakeExplorer()
    const core = createTestKit({ walletConnect: fakeWalletConnect(), explorer })
    renderWith(core, <ConnectingWalletConnectView basic />)
    fireEvent.click(screen.getByRole('button', { name: 'All Wallets' }))
    expect(core.router.view).toBe('AllWallets')
  })
})
