import { describe, expect, it } from 'vitest'
import { createTestCore } from '../test/core.js'
import { network } from '../test/fake-adapter.js'
import { FakeEmbeddedWallet } from '../test/fake-embedded-wallet.js'
import { hasEmailLogin } from './has-email-login.js'

describe('hasEmailLogin', () => {
  it('needs both the email feature and an embedded wallet', () => {
    const networks = [network(1)]
    const wallet = () => new FakeEmbeddedWallet(['eip155'])
    expect(
      hasEmailLogin(createTestCore({ networks, features: { email: true }, embeddedWallet: wallet() })),
    ).toBe(true)
    expect(
      hasEmailLogin(createTestCore({ networks, features: { email: false }, embeddedWallet: wallet() })),
    ).toBe(false)
    expect(hasEmailLogin(createTestCore({ networks, features: { email: true } }))).toBe(false)
  })
})
