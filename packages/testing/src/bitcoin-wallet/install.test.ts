import { Verifier } from 'bip322-js'
import { afterEach, describe, expect, it } from 'vitest'
import { BITCOIN_TEST_ACCOUNTS } from '../bitcoin-test-accounts.js'
import { installBitcoinForTest } from '../test-utils/bitcoin-wallet.js'
import { type StandardApp, startStandardApp } from '../test-utils/wallet-standard-app.js'
import { fromHex, toBase64 } from './bytes.js'
import { DEFAULT_BITCOIN_WALLET_ICON } from './default-icon.js'
import { installBitcoinTestWallet } from './install.js'

const [first, second] = BITCOIN_TEST_ACCOUNTS
let app: StandardApp | undefined
afterEach(() => app?.stop())

describe('installBitcoinTestWallet', () => {
  it('registers a Wallet Standard wallet with the page and the test handle in the registry', () => {
    app = startStandardApp()
    const wallet = installBitcoinForTest({ name: 'Lab Bitcoin', rdns: 'org.appkit.bitcoinlab' })
    expect(app.wallets).toEqual([wallet.standardWallet])
    expect(window.__appkitTestWallets?.['org.appkit.bitcoinlab']).toBe(wallet)
    expect(wallet.info).toEqual({
      name: 'Lab Bitcoin',
      rdns: 'org.appkit.bitcoinlab',
      icon: DEFAULT_BITCOIN_WALLET_ICON,
    })
    expect(wallet.chains).toEqual(['bitcoin:regtest'])
    expect(wallet.addresses()).toEqual({ payment: first.payment.address, ordinals: first.ordinals.address })

    wallet.uninstall()
    expect(app.wallets).toEqual([])
    expect(window.__appkitTestWallets?.['org.appkit.bitcoinlab']).toBeUndefined()
  })

  it('is driven like the other test wallets: pending requests by feature name, approved or rejected', async () => {
    const wallet = installBitcoinForTest()
    const { connect } = wallet.standardWallet.features['bitcoin:connect']
    const connecting = connect({ purposes: ['payment', 'ordinals'] })
    expect(await wallet.waitForPending('bitcoin:connect')).toMatchObject({
      method: 'bitcoin:connect',
      params: [{ purposes: ['payment', 'ordinals'] }],
    })
    wallet.approve()
    const { accounts } = await connecting
    expect(accounts.map((account) => account.address)).toEqual([
      first.payment.address,
      first.ordinals.address,
    ])
    expect([wallet.isConnected(), wallet.approvedPurposes()]).toEqual([true, ['payment', 'ordinals']])

    const { signMessage } = wallet.standardWallet.features['bitcoin:signMessage']
    const signing = signMessage({ account: accounts[1]!, message: new TextEncoder().encode('hello') })
    expect(await wallet.waitForPending()).toMatchObject({ method: 'bitcoin:signMessage' })
    wallet.approve()
    const [output] = await signing
    expect(Verifier.verifySignature(first.ordinals.address, 'hello', toBase64(output!.signature))).toBe(true)

    const refused = signMessage({ account: accounts[0]!, message: new TextEncoder().encode('no') })
    await wallet.waitForPending('bitcoin:signMessage')
    wallet.reject()
    await expect(refused).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
  })

  it('reconnects without asking after a reload (a re-install with the same storage)', async () => {
    const options = { rdns: 'org.appkit.bitcoinreload', accounts: [second] }
    const before = installBitcoinTestWallet({ ...options, mode: 'approve' })
    await before.standardWallet.features['bitcoin:connect'].connect({ purposes: ['ordinals'] })
    before.uninstall()

    const reloaded = installBitcoinTestWallet(options)
    try {
      expect([reloaded.approvedPurposes(), reloaded.isConnected()]).toEqual([['ordinals'], false])
      expect(reloaded.standardWallet.accounts).toEqual([])
      const { accounts } = await reloaded.standardWallet.features['bitcoin:connect'].connect({
        purposes: ['ordinals'],
      })
      expect(accounts.map((account) => account.address)).toEqual([second.ordinals.address])
      expect(reloaded.pending()).toEqual([])
    } finally {
      reloaded.uninstall()
      localStorage.removeItem('appkit-bitcoin-test-wallet:org.appkit.bitcoinreload')
    }
  })

  it("with paymentType 'p2sh-p2wpkh', connects with the nested SegWit address and the key's compressed public key", async () => {
    const wallet = installBitcoinForTest({ mode: 'approve', paymentType: 'p2sh-p2wpkh' })
    expect(wallet.addresses()).toEqual({
      payment: first.nestedPayment.address,
      ordinals: first.ordinals.address,
    })
    const { accounts } = await wallet.standardWallet.features['bitcoin:connect'].connect({
      purposes: ['payment', 'ordinals'],
    })
    expect(accounts.map((account) => account.address)).toEqual([
      first.nestedPayment.address,
      first.ordinals.address,
    ])
    expect(accounts[0]!.publicKey).toEqual(fromHex(first.payment.publicKey))
    expect((accounts[0] as { purpose?: string }).purpose).toBe('payment')
  })

  it('switches accounts and disconnects from the wallet side, telling the dapp by change', async () => {
    const wallet = installBitcoinForTest({ mode: 'approve', accounts: [first, second] })
    await wallet.standardWallet.features['bitcoin:connect'].connect({ purposes: ['payment'] })
    const seen: unknown[] = []
    wallet.standardWallet.features['standard:events'].on('change', ({ accounts }) =>
      seen.push(accounts?.map((account) => account.address)),
    )
    wallet.switchAccount(1)
    expect(wallet.addresses().payment).toBe(second.payment.address)
    wallet.disconnect()
    expect(seen).toEqual([[second.payment.address], []])
    expect(wallet.approvedPurposes()).toEqual([])
  })

  it('fails at install on bad options, registering nothing', () => {
    expect(() => installBitcoinForTest({ accounts: ['nope'], rdns: 'org.appkit.bad' })).toThrow(
      'the private key must be',
    )
    expect(() => installBitcoinForTest({ chains: ['solana:mainnet'], rdns: 'org.appkit.bad' })).toThrow(
      'is not a Bitcoin chain',
    )
    expect(window.__appkitTestWallets?.['org.appkit.bad']).toBeUndefined()
  })
})
