import { createSiwxMessage } from '@appkit/siwx'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { siwxVerifiers } from './siwx-verifiers.js'

const NOW = Date.parse('2030-01-01T00:00:00Z')

describe('siwxVerifiers', () => {
  it('verifies EVM, Solana and Bitcoin sessions', () => {
    expect([...siwxVerifiers([], () => NOW).keys()]).toEqual(['eip155', 'solana', 'bip122'])
  })

  it('checks an EOA of a chain the cloud does not serve offline, on the given clock', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const message = createSiwxMessage({
      accountAddress: account.address,
      chainId: 'eip155:1',
      domain: 'app.example',
      uri: 'https://app.example',
      version: '1',
      nonce: 'abcdefgh1234',
      issuedAt: new Date(NOW).toISOString(),
      expirationTime: new Date(NOW + 1_000).toISOString(),
    })
    const { toString: _, ...data } = message
    const session = {
      data,
      message: message.toString(),
      signature: await account.signMessage({ message: message.toString() }),
    }
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
