import { address, getPublicKeyFromAddress, type SignatureBytes, verifySignature } from '@solana/kit'
import { afterEach, describe, expect, it } from 'vitest'
import { SOLANA_LAB_CHAIN_ID, SOLANA_TEST_ACCOUNTS } from '../solana-test-accounts.js'
import { installSolanaForTest } from '../test-utils/solana-wallet.js'
import { type StandardApp, startStandardApp } from '../test-utils/wallet-standard-app.js'
import { DEFAULT_SOLANA_WALLET_ICON } from './default-icon.js'
import { installSolanaTestWallet } from './install.js'

let app: StandardApp | undefined
afterEach(() => app?.stop())

describe('installSolanaTestWallet', () => {
  it('registers a Wallet Standard wallet with the page and the test handle in the registry', async () => {
    app = startStandardApp()
    const wallet = await installSolanaForTest({ name: 'Lab Solana', rdns: 'org.appkit.solanalab' })
    expect(app.wallets).toEqual([wallet.standardWallet])
    expect(window.__appkitTestWallets?.['org.appkit.solanalab']).toBe(wallet)
    expect(wallet.info).toEqual({
      name: 'Lab Solana',
      rdns: 'org.appkit.solanalab',
      icon: DEFAULT_SOLANA_WALLET_ICON,
    })
    expect(wallet.address).toBe(SOLANA_TEST_ACCOUNTS[0].address)
    expect(wallet.standardWallet.chains).toContain(SOLANA_LAB_CHAIN_ID)

    wallet.uninstall()
    expect(app.wallets).toEqual([])
    expect(window.__appkitTestWallets?.['org.appkit.solanalab']).toBeUndefined()
  })

  it('is driven like the EVM wallet: a pending request, approved by the test', async () => {
    const wallet = await installSolanaForTest()
    const { connect } = wallet.standardWallet.features['standard:connect']
    const connecting = connect()
    await wallet.waitForPending('standard:connect')
    wallet.approve()
    const { accounts } = await connecting
    expect(accounts.map((account) => account.address)).toEqual([wallet.address])

    const message = new TextEncoder().encode('hello')
    const signing = wallet.standardWallet.features['solana:signMessage'].signMessage({
      account: accounts[0]!,
      message,
    })
    expect(await wallet.waitForPending()).toMatchObject({ method: 'solana:signMessage' })
    wallet.approve()
    const [output] = await signing
    const publicKey = await getPublicKeyFromAddress(address(wallet.address))
    await expect(verifySignature(publicKey, output!.signature as SignatureBytes, message)).resolves.toBe(true)
  })

  it('reconnects silently after a reload (a re-install with the same storage)', async () => {
    const options = {
      rdns: 'org.appkit.solanareload',
      seed: SOLANA_TEST_ACCOUNTS[1].seed,
      rpcUrl: 'http://127.0.0.1:1',
    }
    const first = await installSolanaTestWallet({ ...options, mode: 'approve' })
    await first.standardWallet.features['standard:connect'].connect()
    first.uninstall()

    const reloaded = await installSolanaTestWallet(options)
    try {
      expect([reloaded.isAuthorized(), reloaded.isConnected()]).toEqual([true, false])
      expect(reloaded.standardWallet.accounts).toEqual([])
      const { accounts } = await reloaded.standardWallet.features['standard:connect'].connect({
        silent: true,
      })
      expect(accounts.map((account) => account.address)).toEqual([SOLANA_TEST_ACCOUNTS[1].address])
      expect(reloaded.pending()).toEqual([])
    } finally {
      reloaded.uninstall()
    }
  })

  it('disconnects from the wallet side: change with no accounts, and no silent reconnect after', async () => {
    const wallet = await installSolanaForTest({ mode: 'approve' })
    await wallet.standardWallet.features['standard:connect'].connect()
    const seen: unknown[] = []
    wallet.standardWallet.features['standard:events'].on('change', (properties) => seen.push(properties))
    wallet.disconnect()
    expect(seen).toEqual([{ accounts: [] }])
    expect(wallet.isAuthorized()).toBe(false)
    await expect(
      wallet.standardWallet.features['standard:connect'].connect({ silent: true }),
    ).resolves.toEqual({
      accounts: [],
    })
  })

  it('fails at install on a bad seed or rpcUrl, registering nothing', async () => {
    await expect(installSolanaForTest({ seed: 'nope', rdns: 'org.appkit.bad' })).rejects.toThrow(
      'the seed must be 32 bytes in hex',
    )
    await expect(
      installSolanaForTest({ rpcUrl: 'ws://127.0.0.1:1', rdns: 'org.appkit.bad' }),
    ).rejects.toThrow('rpcUrl must be an http(s) URL')
    expect(window.__appkitTestWallets?.['org.appkit.bad']).toBeUndefined()
  })
})
