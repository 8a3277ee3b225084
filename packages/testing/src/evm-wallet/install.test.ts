import { describe, expect, it } from 'vitest'
import { TEST_ACCOUNTS } from '../test-accounts.js'
import { installForTest, NO_NODE, recordEvents } from '../test-utils/wallet.js'
import { DEFAULT_WALLET_ICON } from './default-icon.js'
import { installTestWallet } from './install.js'

const chains = [
  { id: 31337, rpcUrl: NO_NODE },
  { id: 31338, rpcUrl: NO_NODE },
]

describe('installTestWallet', () => {
  it('announces itself when the dapp asks, with defaults for icon and uuid', () => {
    const wallet = installForTest({ name: 'Lab Wallet', rdns: 'org.appkit.lab' })
    const announced: { info: unknown; provider: unknown }[] = []
    window.addEventListener('eip6963:announceProvider', (event) =>
      announced.push((event as CustomEvent).detail),
    )
    window.dispatchEvent(new Event('eip6963:requestProvider'))

    expect(announced).toEqual([{ info: wallet.info, provider: wallet.provider }])
    expect(wallet.info).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Lab Wallet',
      icon: DEFAULT_WALLET_ICON,
      rdns: 'org.appkit.lab',
    })
    expect(DEFAULT_WALLET_ICON).toMatch(/^data:image\/svg\+xml,/)
    expect(wallet.address).toBe(TEST_ACCOUNTS[0].address)
  })

  it('is reachable at window.__appkitTestWallets[rdns] until uninstalled', () => {
    const wallet = installForTest({ rdns: 'org.appkit.reach' })
    expect(window.__appkitTestWallets?.['org.appkit.reach']).toBe(wallet)
    wallet.uninstall()
    expect(window.__appkitTestWallets?.['org.appkit.reach']).toBeUndefined()
  })

  it('keeps authorization and chain across a re-install with the same storage (a reload)', async () => {
    const options = {
      name: 'Reload',
      rdns: 'org.appkit.reload',
      privateKey: TEST_ACCOUNTS[1].privateKey,
      chains,
      mode: 'approve' as const,
    }
    const first = installTestWallet(options)
    await first.provider.request({ method: 'eth_requestAccounts' })
    await first.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    first.uninstall()
    expect(localStorage.getItem('appkit-test-wallet:org.appkit.reload')).not.toBeNull()

    const reloaded = installTestWallet({ ...options, mode: 'manual' })
    try {
      expect(reloaded.isAuthorized()).toBe(true)
      expect(reloaded.chainId()).toBe(31338)
      await expect(reloaded.provider.request({ method: 'eth_accounts' })).resolves.toEqual([
        TEST_ACCOUNTS[1].address,
      ])
      await expect(reloaded.provider.request({ method: 'eth_chainId' })).resolves.toBe('0x7a6a')
    } finally {
      reloaded.uninstall()
    }
  })

  it('uses the given storage key', async () => {
    const wallet = installForTest({ storageKey: 'custom-key', mode: 'approve' })
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    expect(JSON.parse(localStorage.getItem('custom-key') ?? '{}')).toMatchObject({
      authorized: true,
      chainId: 31337,
    })
  })

  it('disconnects from the wallet side: accountsChanged [] then disconnect', async () => {
    const wallet = installForTest({ chains, mode: 'approve' })
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const accounts = recordEvents(wallet.provider, 'accountsChanged')
    const disconnects = recordEvents(wallet.provider, 'disconnect')

    wallet.disconnect()
    expect(wallet.isAuthorized()).toBe(false)
    expect(accounts).toEqual([[]])
    expect(disconnects).toEqual([expect.objectContaining({ code: 4900 })])
    await expect(wallet.provider.request({ method: 'eth_accounts' })).resolves.toEqual([])
  })

  it('switches chain from the wallet side: chainChanged to a known chain, 4902 for an unknown one', async () => {
    const wallet = installForTest({ chains, mode: 'approve' })
    const changes = recordEvents(wallet.provider, 'chainChanged')
    wallet.switchChain(31338)
    expect(wallet.chainId()).toBe(31338)
    expect(changes).toEqual(['0x7a6a'])
    expect(() => wallet.switchChain(5)).toThrow(expect.objectContaining({ code: 4902 }))
    expect(wallet.chainId()).toBe(31338)
  })
})
