import { describe, expect, it } from 'vitest'
import { accountFromSession, parseEip155Account, peerWalletInfo, toPlainAddresses } from './caip-account.js'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('parseEip155Account', () => {
  it('splits a CAIP-10 account into address and numeric chain id', () => {
    expect(parseEip155Account(`eip155:31337:${A}`)).toEqual({ address: A, chainId: 31337 })
  })

  it.each([
    [A],
    [`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${A}`],
    [`eip155:0x1:${A}`],
    [`eip155:0:${A}`],
    ['eip155:1'],
    [`eip155:1:${A}:extra`],
  ])('rejects %s with the CAIP error', (value) => {
    expect(() => parseEip155Account(value)).toThrow('Invalid CAIP-10 address')
  })
})

describe('accountFromSession', () => {
  const accounts = [`eip155:1:${A}`, `eip155:10:${B}`, `eip155:10:${A}`, `eip155:10:${B}`]

  it('takes the first account and the accounts of its chain', () => {
    expect(accountFromSession(accounts)).toEqual({ address: A, accounts: [A], chainId: 1 })
  })

  it('prefers the active chain when the session has accounts there, without repeats', () => {
    expect(accountFromSession(accounts, 10)).toEqual({ address: B, accounts: [B, A], chainId: 10 })
    expect(accountFromSession(accounts, 5)).toEqual({ address: A, accounts: [A], chainId: 1 })
  })

  it('skips accounts of other namespaces and malformed ones', () => {
    expect(accountFromSession(['solana:abc:xyz', 'junk', `eip155:5:${B}`])).toEqual({
      address: B,
      accounts: [B],
      chainId: 5,
    })
  })

  it('gives nothing for a session without EVM accounts', () => {
    expect(accountFromSession([])).toBeUndefined()
    expect(accountFromSession(['solana:abc:xyz'])).toBeUndefined()
  })
})

describe('toPlainAddresses', () => {
  it('keeps plain addresses and strips CAIP-10 ones', () => {
    expect(toPlainAddresses([A, `eip155:1:${B}`])).toEqual([A, B])
  })

  it('drops what is not an address string', () => {
    expect(toPlainAddresses([A, 3, null, ''])).toEqual([A])
    expect(toPlainAddresses('0xabc')).toEqual([])
  })
})

describe('peerWalletInfo', () => {
  it("takes the wallet's own name and first usable icon", () => {
    expect(
      peerWalletInfo({
        peer: { metadata: { name: ' Lab Wallet ', icons: ['javascript:x', 'https://w/i.png'] } },
      }),
    ).toEqual({
      name: 'Lab Wallet',
      icon: 'https://w/i.png',
    })
  })

  it('is undefined without a name, and leaves out icons that are not images by URL', () => {
    expect(peerWalletInfo(undefined)).toBeUndefined()
    expect(peerWalletInfo({ peer: { metadata: { name: '' } } })).toBeUndefined()
    expect(peerWalletInfo({ peer: { metadata: { name: 'W', icons: ['javascript:alert(1)'] } } })).toEqual({
      name: 'W',
    })
  })
})
