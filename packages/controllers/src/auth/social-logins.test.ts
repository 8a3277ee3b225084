import { DEFAULT_SOCIALS } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { createTestCore } from '../test/core.js'
import { network } from '../test/fake-adapter.js'
import { FakeEmbeddedWallet } from '../test/fake-embedded-wallet.js'
import { hasEmailLogin } from './has-email-login.js'
import { socialLogins } from './social-logins.js'

const networks = [network(1)]
const wallet = () => new FakeEmbeddedWallet(['eip155'])

describe('socialLogins', () => {
  it('gives the dapp’s list in its order, each once, with the embedded wallet', () => {
    const core = createTestCore({
      networks,
      features: { socials: ['github', 'x', 'github'] },
      embeddedWallet: wallet(),
    })
    expect(socialLogins(core)).toEqual(['github', 'x'])
  })

  it('gives none without the embedded wallet, or with socials off', () => {
    expect(socialLogins(createTestCore({ networks, features: { socials: DEFAULT_SOCIALS } }))).toEqual([])
    expect(
      socialLogins(createTestCore({ networks, features: { socials: false }, embeddedWallet: wallet() })),
    ).toEqual([])
  })

  it('payments turn email and social login off (spec §4)', () => {
    const core = createTestCore({
      networks,
      features: { email: true, socials: DEFAULT_SOCIALS, pay: true },
      embeddedWallet: wallet(),
    })
    expect(socialLogins(core)).toEqual([])
    expect(hasEmailLogin(core)).toBe(false)
  })
})
