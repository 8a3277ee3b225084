import { describe, expect, it } from 'vitest'
import { CHAIN } from './wallet.js'
import {
  appStoreOf,
  desktopLinkOf,
  homepageOf,
  injectedIdOf,
  mobileLinkOf,
  namespacesOf,
  playStoreOf,
  webappLinkOf,
} from './wallet-links.js'

describe('wallet links', () => {
  it('builds custom schemes and loopback placeholders from the slug', () => {
    expect(homepageOf('zenvault')).toBe('http://127.0.0.1/wallets/zenvault')
    expect(mobileLinkOf('zenvault')).toBe('zenvault://')
    expect(desktopLinkOf('zenvault')).toBe('zenvault-desktop://')
    expect(webappLinkOf('zenvault')).toBe('http://127.0.0.1/webapp/zenvault')
    expect(appStoreOf('zenvault')).toBe('http://127.0.0.1/app-store/zenvault')
    expect(playStoreOf('zenvault')).toBe('http://127.0.0.1/play-store/zenvault')
  })

  it('names the injected flag after the wallet', () => {
    expect(injectedIdOf('Lab Wallet One')).toBe('isLabWalletOne')
  })

  it('lists the namespaces of the chains once each, in a fixed order', () => {
    expect(namespacesOf([CHAIN.bitcoin, CHAIN.base, CHAIN.ethereum, CHAIN.solana])).toEqual([
      'eip155',
      'solana',
      'bip122',
    ])
    expect(namespacesOf([])).toEqual([])
  })
})
