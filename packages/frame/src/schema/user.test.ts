import { describe, expect, it } from 'vitest'
import { frameUserSchema } from './user.js'

const user = {
  email: 'me@example.com',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 1,
  accounts: [
    { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', type: 'eoa' },
    { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', type: 'smartAccount' },
  ],
  preferredAccountType: 'smartAccount',
}

describe('frameUserSchema', () => {
  it('accepts the spec §3 user, with or without the optional fields', () => {
    expect(frameUserSchema.parse(user)).toEqual(user)
    const full = {
      ...user,
      chainId: 'eip155:8453',
      userName: 'me',
      socialProvider: 'github',
      signature: '0xsig',
      message: 'Sign in',
      smartAccountDeployed: true,
      siwxMessage: {
        accountAddress: user.address,
        chainId: 'eip155:1',
        domain: 'app.example.com',
        uri: 'https://app.example.com',
        version: '1',
        nonce: 'abc',
        resources: ['https://example.com'],
      },
    }
    expect(frameUserSchema.parse(full)).toEqual(full)
  })

  it('lets email be null or absent', () => {
    expect(frameUserSchema.parse({ ...user, email: null }).email).toBeNull()
    const { email: _email, ...withoutEmail } = user
    expect(frameUserSchema.parse(withoutEmail).email).toBeUndefined()
  })

  it("carries a Farcaster login's fid and name beside the User", () => {
    const farcaster = { ...user, userName: 'alice.lab', farcaster: { fid: 20001, userName: 'alice.lab' } }
    expect(frameUserSchema.parse(farcaster)).toEqual(farcaster)
    expect(frameUserSchema.safeParse({ ...user, farcaster: { fid: 0, userName: 'a' } }).success).toBe(false)
    expect(
      frameUserSchema.safeParse({ ...user, farcaster: { fid: 1, userName: 'a'.repeat(257) } }).success,
    ).toBe(false)
  })

  it('drops keys it does not know (a newer secure site)', () => {
    expect(frameUserSchema.parse({ ...user, newField: 1 })).toEqual(user)
  })

  it.each([
    ['no address', { ...user, address: undefined }],
    ['a bad account type', { ...user, accounts: [{ address: '0x1', type: 'payment' }] }],
    ['a bad preferred account type', { ...user, preferredAccountType: 'other' }],
    ['a boolean chain id', { ...user, chainId: true }],
    ['accounts that are not a list', { ...user, accounts: {} }],
    ['a numeric email', { ...user, email: 1 }],
    ['a non-boolean deployed flag', { ...user, smartAccountDeployed: 'yes' }],
  ])('refuses %s', (_label, value) => {
    expect(frameUserSchema.safeParse(value).success).toBe(false)
  })
})
