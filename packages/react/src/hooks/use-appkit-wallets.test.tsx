// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeWalletConnect, PAIRING_URI } from '../test/fake-wallet-connect.js'
import { ADDRESS, createTestKit, renderWith } from '../test/render.js'
import { type UseAppKitWalletsReturnType, useAppKitWallets } from './use-appkit-wallets.js'

let hook: UseAppKitWalletsReturnType | undefined

/** A dapp's own connect list, as a headless dapp draws it. */
function OwnList() {
  hook = useAppKitWallets()
  return (
    <ul>
      {hook.wallets.map((w) => (
        <li key={w.id}>
          <button type="button" onClick={() => hook?.connect(w.id).catch(() => undefined)}>
            {w.name}
          </button>
        </li>
      ))}
      {hook.walletConnectUri && <li data-testid="uri">{hook.walletConnectUri}</li>}
    </ul>
  )
}

describe('useAppKitWallets', () => {
  it('lists the installed wallets and WalletConnect, and connects the one clicked', async () => {
    const core = createTestKit({ walletConnect: fakeWalletConnect() })
    renderWith(core, <OwnList />)
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['WalletConnect', 'Stub Wallet'])
    expect(hook?.wallets.find((w) => w.name === 'Stub Wallet')).toMatchObject({
      namespaces: ['eip155'],
      isWalletConnect: false,
    })
    fireEvent.click(screen.getByRole('button', { name: 'Stub Wallet' }))
    await waitFor(() => expect(core.chains.chains.eip155?.account.address).toBe(ADDRESS))
    expect(core.router.view).toBe('Connect') // nothing navigated: the dapp draws its own UI
    await waitFor(() => expect(hook?.connecting).toBeUndefined())
  })

  it('offers the pairing URI while WalletConnect waits, for the dapp to draw its own QR code', async () => {
    const core = createTestKit({ walletConnect: fakeWalletConnect() })
    renderWith(core, <OwnList />)
    const stop = new AbortController()
    let settled: Promise<void> | undefined
    act(() => {
      settled = hook?.connect('walletConnect', { signal: stop.signal }).catch(() => undefined)
    })
    expect((await screen.findByTestId('uri')).textContent).toBe(PAIRING_URI)
    expect(hook?.connecting).toBe('walletConnect')
    await act(async () => {
      stop.abort()
      await settled
    })
    expect(screen.queryByTestId('uri')).toBeNull()
  })

  it("an id it never listed is refused with 'No connector found for connection'", async () => {
    renderWith(createTestKit(), <OwnList />)
    await expect(hook?.connect('nope')).rejects.toThrow('No connector found for connection')
  })
})
