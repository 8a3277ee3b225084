import fc from 'fast-check'
import { SiweMessage } from 'siwe'
import { getAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { evmDataArbitrary, onItsSite } from '../test-utils/arbitraries.js'
import { startTestChain, type TestChain } from '../test-utils/test-chain.js'
import { evmVerifier } from '../verifiers/evm-verifier.js'
import { formatSiwxMessage } from './format-message.js'

// Interoperability: every EIP-4361 message this package writes is read back, field for field, by
// two independent implementations (the `siwe` reference library and viem), is exactly the text
// siwe itself would write for those fields, and its signature verifies with both and with ours.

const RUNS = 150
const owner = privateKeyToAccount(generatePrivateKey())

let chain: TestChain
beforeAll(async () => {
  chain = await startTestChain()
})
afterAll(() => chain?.anvil.stop())

// A time at which every generated message is valid, so that expiry does not hide a failure.
function validAt(data: { issuedAt?: string; notBefore?: string; expirationTime?: string }): Date | undefined {
  const from = data.notBefore === undefined ? Number.NEGATIVE_INFINITY : Date.parse(data.notBefore)
  const until = data.expirationTime === undefined ? Number.POSITIVE_INFINITY : Date.parse(data.expirationTime)
  if (from >= until) return undefined
  return new Date(
    Number.isFinite(from) ? from : Number.isFinite(until) ? until - 1 : Date.parse(data.issuedAt ?? ''),
  )
}

describe('EIP-4361 messages read by siwe and viem', () => {
  it('parse back to the same fields in both', () => {
    fc.assert(
      fc.property(evmDataArbitrary, (data) => {
        const text = formatSiwxMessage(data)
        const reference = data.chainId.split(':')[1]
        const address = getAddress(
          data.accountAddress.startsWith('0x') ? data.accountAddress : `0x${data.accountAddress}`,
        )

        const siwe = new SiweMessage(text)
        expect(siwe.prepareMessage()).toBe(text)
        expect({
          domain: siwe.domain,
          address: siwe.address,
          statement: siwe.statement,
          uri: siwe.uri,
          version: siwe.version,
          chainId: siwe.chainId,
          nonce: siwe.nonce,
          issuedAt: siwe.issuedAt,
          expirationTime: siwe.expirationTime,
          notBefore: siwe.notBefore,
          requestId: siwe.requestId,
          resources: siwe.resources,
        }).toEqual({
          domain: data.domain,
          address,
          statement: data.statement,
          uri: data.uri,
          version: '1',
          chainId: Number(reference),
          nonce: data.nonce,
          issuedAt: data.issuedAt,
          expirationTime: data.expirationTime,
          notBefore: data.notBefore,
          requestId: data.requestId,
          resources: data.resources,
        })

        const viem = parseSiweMessage(text)
        expect(viem.domain).toBe(data.domain)
        expect(viem.address).toBe(address)
        expect(viem.statement).toBe(data.statement)
        expect(viem.uri).toBe(data.uri)
        expect(viem.version).toBe('1')
        expect(viem.chainId).toBe(Number(reference))
        expect(viem.nonce).toBe(data.nonce)
        expect(viem.issuedAt?.getTime()).toBe(Date.parse(data.issuedAt ?? ''))
        expect(viem.expirationTime?.getTime()).toBe(data.expirationTime && Date.parse(data.expirationTime))
        expect(viem.notBefore?.getTime()).toBe(data.notBefore && Date.parse(data.notBefore))
        expect(viem.requestId).toBe(data.requestId)
        expect(viem.resources).toEqual(data.resources)
      }),
      { numRuns: RUNS, seed: 4361 },
    )
  })

  it('verify when signed, with siwe, with viem on a real chain, and with evmVerifier', async () => {
    await fc.assert(
      fc.asyncProperty(evmDataArbitrary, async (generated) => {
        const data = {
          ...onItsSite(generated),
          accountAddress: owner.address,
          chainId: `eip155:${chain.chainId}` as const,
        }
        const time = validAt(data)
        fc.pre(time !== undefined)
        const message = formatSiwxMessage(data)
        const signature = await owner.signMessage({ message })

        const siwe = await new SiweMessage(message).verify({ signature, time: time?.toISOString() })
        expect(siwe.success).toBe(true)
        expect(await verifySiweMessage(chain.client, { message, signature, time })).toBe(true)
        const verifier = evmVerifier({
          now: () => time?.getTime() ?? 0,
          chains: { [chain.chainId]: chain.client },
        })
        expect(await verifier.verify({ data, message, signature })).toBe(true)
      }),
      { numRuns: 40, seed: 191 },
    )
  })
})
