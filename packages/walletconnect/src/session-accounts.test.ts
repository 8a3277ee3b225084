import { describe, expect, it } from 'vitest'
import { peerWalletInfo, sessionReader, toPlainAddresses } from './session-accounts.js'
import { EVM_RULES } from './test/namespace-rules.js'

const { accountFromSession, chainIdOf, parseNamespaceAccount, sessionAccounts } = sessionReader(EVM_RULES)

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOL = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'

describe('chainIdOf', () => {
  it('reads EVM chain ids as numbers from decimal, hex, numbers and CAIP-2', () => {
    for (const value of [10, '10', '0xa', 'eip155:10']) expect(chainIdOf('eip155', value)).toBe(10)
  })

  it('keeps other namespaces’ references as text', () => {
    expect(chainIdOf('solana', 'solana:5eykt4')).toBe('5eykt4')
    expect(chainIdOf('solana', '5eykt4')).toBe('5eykt4')
  })

  it.each([
    ['eip155', 'solana:5eykt4'],
    ['eip155', 0],
    ['eip155', '0x'],
    ['eip155', 'x'],
    ['eip155', {}],
    ['solana', ''],
    ['solana', 'a:b:c'],
  ] as const)('refuses %s %o', (namespace, value) => {
    expect(chainIdOf(namespace, value)).toBeUndefined()
  })
})

describe('parseNamespaceAccount', () => {
  it('splits a CAIP-10 account of the namespace into address and chain id', () => {
    expect(parseNamespaceAccount(`eip155:31337:${A}`, 'eip155')).toEqual({ address: A, chainId: 31337 })
    expect(parseNamespaceAccount(`solana:5eykt4:${SOL}`, 'solana')).toEqual({
      address: SOL,
      chainId: '5eykt4',
    })
  })

  it.each([[A], [`solana:5eykt4:${A}`], [`eip155:0:${A}`], ['eip155:1'], [`eip155:1:${A}:extra`]])(
    'gives nothing for %s',
    (value) => {
      expect(parseNamespaceAccount(value, 'eip155')).toBeUndefined()
    },
  )

  it('gives nothing for an address not of the namespace’s form (spec §5)', () => {
    expect(parseNamespaceAccount('eip155:1:0x1234', 'eip155')).toBeUndefined()
    expect(parseNamespaceAccount(`solana:5eykt4:${A}`, 'solana')).toBeUndefined()
    expect(parseNamespaceAccount('solana:5eykt4:0OIl', 'solana')).toBeUndefined()
  })
})

describe('accountFromSession', () => {
  const accounts = [`eip155:1:${A}`, `eip155:10:${B}`, `eip155:10:${A}`, `eip155:10:${B}`]

  it('takes the first account and the accounts of its chain', () => {
    expect(accountFromSession(accounts, 'eip155')).toEqual({ address: A, accounts: [A], chainId: 1 })
  })

  it('prefers the active chain when the session has accounts there, without repeats', () => {
    expect(accountFromSession(accounts, 'eip155', 10)).toEqual({ address: B, accounts: [B, A], chainId: 10 })
    expect(accountFromSession(accounts, 'eip155', 5)).toEqual({ address: A, accounts: [A], chainId: 1 })
  })

  it('skips accounts of other namespaces and malformed ones', () => {
    expect(accountFromSession(['solana:abc:xyz', 'junk', `eip155:5:${B}`], 'eip155')).toEqual({
      address: B,
      accounts: [B],
      chainId: 5,
    })
    expect(accountFromSession(['solana:abc:xyz'], 'eip155')).toBeUndefined()
    expect(accountFromSession([], 'eip155')).toBeUndefined()
  })
})

describe('sessionAccounts', () => {
  it('gives each namespace its account, on its active chain, with the wallet that approved', () => {
    const session = {
      topic: 't',
      namespaces: {
        eip155: { accounts: [`eip155:1:${A}`, `eip155:10:${B}`] },
        'solana:5eykt4': { accounts: [`solana:5eykt4:${SOL}`] },
        cosmos: { accounts: [] },
      },
      peer: { metadata: { name: 'Phone Wallet', icons: ['https://w/i.png'] } },
    }
    const walletInfo = { name: 'Phone Wallet', icon: 'https://w/i.png' }
    expect(sessionAccounts(session, (namespace) => (namespace === 'eip155' ? 10 : undefined))).toEqual({
      eip155: { address: B, accounts: [B], chainId: 10, walletInfo },
      solana: { address: SOL, accounts: [SOL], chainId: '5eykt4', walletInfo },
    })
  })
})

describe('toPlainAddresses', () => {
  it('turns CAIP-10 accounts into addresses, keeps plain ones, drops junk', () => {
    expect(toPlainAddresses([`eip155:1:${A}`, B, '', 3])).toEqual([A, B])
    expect(toPlainAddresses('x')).toEqual([])
  })
})

describe('peerWalletInfo', () => {
  it('takes the wallet’s own name and its first usable icon', () => {
    expect(
      peerWalletInfo({ peer: { metadata: { name: ' W ', icons: ['javascript:x', 'https://w/i.png'] } } }),
    ).toEqual({
      name: 'W',
      icon: 'https://w/i.png',
    })
    expect(peerWalletInfo({ peer: { metadata: { name: 'W', icons: [] } } })).toEqual({ name: 'W' })
    expect(peerWalletInfo({})).toBeUndefined()
  })
})
