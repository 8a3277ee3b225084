import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { signedAppSession } from './siwx-sign.test-helper.js'
import { siwxVerifiers } from './siwx-verifiers.js'

const NOW = Date.parse('2030-01-01T00:00:00Z')

describe('siwxVerifiers', () => {
  it('verifies EVM, Solana and Bitcoin sessions', () => {
    expect([...siwxVerifiers([], () => NOW).keys()]).toEqual(['eip155', 'solana', 'bip122'])
  })

  it('checks an EOA of a chain the cloud does not serve offline, on the given clock', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const session = await signedAppSession(account, {
      nonce: 'abcdefgh1234',
      issuedAt: NOW,
      expiresAt: NOW + 1_000,
    })
    // A node for 31337 only: chain 1 is checked without one.
    const chains = [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }]
    expect(
      await siwxVerifiers(chains, () => NOW)
        .get('eip155')!
        .verify(session),
    ).toBe(true)
    expect(
      await siwxVerifiers(chains, () => NOW + 1_000)
        .get('eip155')!
        .verify(session),
    ).toBe(false)
  })
})
