import { describe, expect, it } from 'vitest'
import { SOLANA_TEST_ACCOUNTS } from '../solana-test-accounts.js'
import { SOLANA_WALLET_CHAINS } from './chains.js'
import { DEFAULT_SOLANA_WALLET_ICON } from './default-icon.js'
import { resolveOptions } from './options.js'

const base = { seed: SOLANA_TEST_ACCOUNTS[0].seed, rpcUrl: 'http://127.0.0.1:8899' }

describe('resolveOptions', () => {
  it('fills in the defaults', () => {
    expect(resolveOptions(base)).toEqual({
      ...base,
      name: 'AppKit Solana Test Wallet',
      rdns: 'org.appkit.solanatestwallet',
      icon: DEFAULT_SOLANA_WALLET_ICON,
      chains: [...SOLANA_WALLET_CHAINS],
      mode: 'manual',
      storageKey: 'appkit-solana-test-wallet:org.appkit.solanatestwallet',
    })
  })

  it('keys storage by the rdns given', () => {
    expect(resolveOptions({ ...base, rdns: 'org.example.sol' }).storageKey).toBe(
      'appkit-solana-test-wallet:org.example.sol',
    )
  })

  it('refuses an rpcUrl that is no http(s) URL, and an icon Wallet Standard does not allow', () => {
    expect(() => resolveOptions({ ...base, rpcUrl: 'localhost:8899' })).toThrow(
      'Invalid input: rpcUrl must be an http(s) URL, got localhost:8899.',
    )
    expect(() => resolveOptions({ ...base, rpcUrl: '' })).toThrow('rpcUrl is not a URL: "".')
    expect(() => resolveOptions({ ...base, icon: 'data:image/svg+xml,%3Csvg/%3E' })).toThrow(
      'the icon must be a base64 data: URI',
    )
  })
})
