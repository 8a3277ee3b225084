import { describe, expect, it } from 'vitest'
import { FIXED_WALLETS } from './fixed-wallets.js'
import { CHAIN } from './wallet.js'
import { imageIdOf, walletIdOf } from './wallet-ids.js'

const byName = (name: string) => FIXED_WALLETS.find((wallet) => wallet.name === name)!

describe('FIXED_WALLETS', () => {
  it('starts with the lab’s EIP-6963 test wallet, injected on EVM', () => {
    expect(FIXED_WALLETS[0]).toMatchObject({
      name: 'AppKit Test Wallet',
      rdns: 'org.appkit.testwallet',
      chains: [CHAIN.anvil, CHAIN.ethereum],
      injected: [{ injected_id: 'isAppKitTestWallet', namespace: 'eip155' }],
      mobile_link: null,
      badge_type: 'certified',
    })
  })

  it('takes ids from the name, so they never change', () => {
    for (const wallet of FIXED_WALLETS) {
      expect(wallet.id).toBe(walletIdOf(wallet.name))
      expect(wallet.image_id).toBe(imageIdOf(wallet.name))
    }
  })

  it('gives each test wallet its one way of connecting', () => {
    expect(byName('Lab Solana Wallet')).toMatchObject({
      chains: [CHAIN.solana],
      injected: [{ injected_id: 'isLabSolanaWallet', namespace: 'solana' }],
    })
    expect(byName('Lab Bitcoin Wallet').injected).toEqual([
      { injected_id: 'isLabBitcoinWallet', namespace: 'bip122' },
    ])
    expect(byName('Lab Multichain Wallet').injected?.map((entry) => entry.namespace)).toEqual([
      'eip155',
      'solana',
      'bip122',
    ])
    expect(byName('Lab Web Wallet')).toMatchObject({
      rdns: null,
      mobile_link: null,
      desktop_link: null,
      webapp_link: 'http://127.0.0.1/webapp/labwebwallet',
      injected: null,
    })
    expect(byName('Lab Desktop Wallet')).toMatchObject({
      mobile_link: null,
      desktop_link: 'labdesktopwallet-desktop://',
      webapp_link: null,
      app_store: null,
    })
    expect(byName('Lab Wallet Two')).toMatchObject({
      mobile_link: 'labwallettwo://',
      app_store: 'http://127.0.0.1/app-store/labwallettwo',
      play_store: 'http://127.0.0.1/play-store/labwallettwo',
      injected: null,
    })
  })
})
