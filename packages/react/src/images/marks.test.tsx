// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeExplorer } from '../test/fake-explorer.js'
import { fakeWalletConnect } from '../test/fake-wallet-connect.js'
import { createTestKit, renderWith } from '../test/render.js'
import { ConnectView } from '../views/connect-view.js'
import { bundledMark } from './bundled-icons.js'

const imageIn = (testId: string) => screen.getByTestId(testId).querySelector('img')

describe("the Connect view's own marks", () => {
  it('WalletConnect and All Wallets show their own marks, not letters, with no image service', async () => {
    const { explorer } = fakeExplorer([])
    renderWith(createTestKit({ explorer, walletConnect: fakeWalletConnect() }), <ConnectView />)
    await waitFor(() =>
      expect(imageIn('wallet-walletConnect')?.getAttribute('src')).toBe(bundledMark('walletConnect')),
    )
    expect(imageIn('all-wallets-button')?.getAttribute('src')).toBe(bundledMark('allWallets'))
    for (const row of ['wallet-walletConnect', 'all-wallets-button'])
      expect(screen.getByTestId(row).querySelector('.apk-mark')).toBeNull()
  })

  it('"New to wallets? Get one" opens the full wallet list, where each wallet links to its store', () => {
    const { explorer } = fakeExplorer()
    const core = createTestKit({ explorer })
    renderWith(core, <ConnectView />)
    const entry = screen.getByTestId('get-wallet')
    expect(entry.parentElement?.textContent).toBe('New to wallets? Get one')
    fireEvent.click(entry)
    expect(core.router.view).toBe('AllWallets')
  })

  it('offers no "Get one" entry when the dapp has no wallet list to offer', () => {
    renderWith(createTestKit({ walletConnect: fakeWalletConnect() }), <ConnectView />)
    expect(screen.queryByTestId('get-wallet')).toBeNull()
  })
})
