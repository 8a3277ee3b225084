import type { FrameUser } from '@appkit/frame'
import { describe, expect, it } from 'vitest'
import { socialLogin } from './social-login.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const user: FrameUser = {
  email: 'ada@example.com',
  address,
  chainId: 31337,
  accounts: [{ address, type: 'eoa' }],
  preferredAccountType: 'eoa',
}

describe('socialLogin', () => {
  it('names the provider and the name it gave for a social login', () => {
    expect(socialLogin({ ...user, socialProvider: 'github', userName: 'ada' })).toEqual({
      provider: 'github',
      userName: 'ada',
    })
  })

  it("names Farcaster and the fid's user name for a Farcaster login", () => {
    const farcaster = { fid: 20001, userName: 'alice.lab' }
    expect(socialLogin({ ...user, email: null, userName: 'alice.lab', farcaster })).toEqual({
      provider: 'farcaster',
      userName: 'alice.lab',
    })
  })

  it('is nothing for an email or passkey login', () => {
    expect(socialLogin(user)).toBeUndefined()
    expect(socialLogin({ ...user, userName: 'ada' })).toBeUndefined()
  })
})
