import { decodeBase58 } from '@appkit/common'
import type { SolanaSignInInput, SolanaSignInOutput } from '@solana/wallet-standard-features'
import { createSignInMessageText, parseSignInMessageText, verifySignIn } from '@solana/wallet-standard-util'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { messageDataArbitrary, onItsSite } from '../test-utils/arbitraries.js'
import { signSolanaText, solanaKey } from '../test-utils/solana-keys.js'
import { solanaVerifier } from '../verifiers/solana-verifier.js'
import { formatSiwxMessage } from './format-message.js'

// Interoperability with Sign-In With Solana: the Solana Wallet Standard's own parser reads every
// message this package writes back to its fields, writes the identical text from them, and its
// verifySignIn accepts the signature (over @noble/curves), as does solanaVerifier.

const key = solanaKey(9)
const solanaDataArbitrary = messageDataArbitrary(
  fc.constantFrom(
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  ),
  fc.constant(key.address),
  { issuedAt: false },
)

describe('Solana messages read by the Wallet Standard (Sign-In With Solana)', () => {
  it('parse back to the same fields, and the Wallet Standard writes the same text', () => {
    fc.assert(
      fc.property(solanaDataArbitrary, (data) => {
        const text = formatSiwxMessage(data)
        const parsed = parseSignInMessageText(text)
        expect(parsed).toEqual({
          domain: data.domain,
          address: data.accountAddress,
          statement: data.statement,
          uri: data.uri,
          version: '1',
          chainId: data.chainId,
          nonce: data.nonce,
          issuedAt: data.issuedAt,
          expirationTime: data.expirationTime,
          notBefore: data.notBefore,
          requestId: data.requestId,
          resources: data.resources,
        })
        expect(parsed && createSignInMessageText(parsed)).toBe(text)
      }),
      { numRuns: 150, seed: 122 },
    )
  })

  it('verify with verifySignIn and with solanaVerifier when signed', async () => {
    await fc.assert(
      fc.asyncProperty(solanaDataArbitrary.map(onItsSite), async (data) => {
        const message = formatSiwxMessage(data)
        const signature = signSolanaText(key, message)
        const input: SolanaSignInInput = {
          domain: data.domain,
          address: data.accountAddress,
          statement: data.statement,
          uri: data.uri,
          version: data.version,
          chainId: data.chainId,
          nonce: data.nonce,
          issuedAt: data.issuedAt,
          expirationTime: data.expirationTime,
          notBefore: data.notBefore,
          requestId: data.requestId,
          resources: data.resources,
        }
        const output = {
          account: { address: key.address, publicKey: decodeBase58(key.address), chains: [], features: [] },
          signedMessage: new TextEncoder().encode(message),
          signature: decodeBase58(signature),
        } satisfies SolanaSignInOutput
        expect(verifySignIn(input, output)).toBe(true)
        // A time within the message's validity, if it has one.
        const from = data.notBefore === undefined ? 0 : Date.parse(data.notBefore)
        const until =
          data.expirationTime === undefined ? Number.POSITIVE_INFINITY : Date.parse(data.expirationTime)
        fc.pre(from < until)
        expect(await solanaVerifier({ now: () => from }).verify({ data, message, signature })).toBe(true)
      }),
      { numRuns: 60, seed: 25519 },
    )
  })
})
