import { networks } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { BITCOIN_TEST_ACCOUNTS } from '../bitcoin-test-accounts.js'
import { DEFAULT_BITCOIN_WALLET_ICON } from './default-icon.js'
import { BITCOIN_TEST_WALLET_NAME, BITCOIN_TEST_WALLET_RDNS, resolveOptions } from './options.js'

describe('resolveOptions', () => {
  it('defaults to the first test account on regtest, asking the user for everything', () => {
    expect(resolveOptions()).toEqual({
      name: BITCOIN_TEST_WALLET_NAME,
      rdns: BITCOIN_TEST_WALLET_RDNS,
      icon: DEFAULT_BITCOIN_WALLET_ICON,
      privateKeys: [BITCOIN_TEST_ACCOUNTS[0].privateKey],
      chains: ['bitcoin:regtest'],
      network: networks.regtest,
      paymentType: 'p2wpkh',
      mode: 'manual',
      storageKey: 'appkit-bitcoin-test-wallet:org.appkit.bitcointestwallet',
    })
    expect(BITCOIN_TEST_WALLET_RDNS).toBe('org.appkit.bitcointestwallet')
  })

  it('takes accounts as test accounts or bare keys, and the storage key follows the rdns', () => {
    const resolved = resolveOptions({
      rdns: 'org.appkit.btc2',
      accounts: [BITCOIN_TEST_ACCOUNTS[1], BITCOIN_TEST_ACCOUNTS[2].wif],
      mode: 'approve',
      paymentType: 'p2sh-p2wpkh',
    })
    expect(resolved.privateKeys).toEqual([BITCOIN_TEST_ACCOUNTS[1].privateKey, BITCOIN_TEST_ACCOUNTS[2].wif])
    expect(resolved.storageKey).toBe('appkit-bitcoin-test-wallet:org.appkit.btc2')
    expect(resolved.mode).toBe('approve')
    expect(resolved.paymentType).toBe('p2sh-p2wpkh')
  })

  it('refuses an icon Wallet Standard does not allow, and chains it does not know', () => {
    expect(() => resolveOptions({ icon: 'https://example.com/icon.png' })).toThrow('the icon must be')
    expect(() => resolveOptions({ chains: ['bitcoin:moon'] })).toThrow(
      '"bitcoin:moon" is not a Bitcoin chain',
    )
    expect(() => resolveOptions({ paymentType: 'p2tr' as never })).toThrow('paymentType must be')
  })
})
