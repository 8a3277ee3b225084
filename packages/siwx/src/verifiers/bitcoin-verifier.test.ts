import type { SiwxSession } from '@appkit/controllers'
import { networks } from 'bitcoinjs-lib'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatSiwxMessage } from '../message/format-message.js'
import { bitcoinKey, bitcoinSession, signBitcoinText } from '../test-utils/bitcoin-keys.js'
import { BITCOIN_MAINNET, bitcoinData, evmData } from '../test-utils/fixtures.js'
import { bitcoinVerifier } from './bitcoin-verifier.js'

const NOW = Date.parse('2021-09-30T18:00:00Z')
const verifier = bitcoinVerifier({ now: () => NOW })
const alice = bitcoinKey(1)
const bob = bitcoinKey(2)

describe('bitcoinVerifier', () => {
  it('serves the bip122 namespace', () => {
    expect(verifier.namespace).toBe('bip122')
  })

  it('accepts sessions signed by bip322-js (an independent BIP-322) for P2WPKH and P2TR addresses', async () => {
    for (const kind of ['p2wpkh', 'p2tr'] as const) {
      const session = bitcoinSession(alice, kind, { statement: 'Sign in to Acme' })
      expect(await verifier.verify(session)).toBe(true)
      expect(await verifier.signatureType?.(session)).toBe('bip322')
    }
  })

  it("takes the address's network from the session's chain: mainnet bc, testnet and signet tb, regtest bcrt", async () => {
    for (const [chainId, network] of [
      ['bip122:000000000933ea01ad0ee984209779ba', networks.testnet],
      ['bip122:00000008819873e925422c1ff0f99f7c', networks.testnet],
      ['bip122:0f9188f13cb7b2c71f2a335e3a4fc328', networks.regtest],
    ] as const) {
      const key = bitcoinKey(9, network)
      expect(await verifier.verify(bitcoinSession(key, 'p2wpkh', { chainId }))).toBe(true)
      // The same key's mainnet address under this chain: signed correctly, on the wrong network.
      expect(await verifier.verify(bitcoinSession(bitcoinKey(9), 'p2wpkh', { chainId }))).toBe(false)
    }
    expect(await verifier.verify(bitcoinSession(bitcoinKey(9, networks.testnet), 'p2tr'))).toBe(false)
  })

  it('accepts a legacy ECDSA signature for a P2WPKH address unless told not to, and calls it ecdsa', async () => {
    const data = bitcoinData({ accountAddress: alice.p2wpkh })
    const message = formatSiwxMessage(data)
    // bip322-js signs the key's P2PKH address the legacy way: the same key, so the P2WPKH address's proof.
    const session = { data, message, signature: signBitcoinText(alice, alice.p2pkh, message) }
    expect(await verifier.verify(session)).toBe(true)
    expect(await verifier.signatureType?.(session)).toBe('ecdsa')
    expect(await bitcoinVerifier({ now: () => NOW, ecdsa: false }).verify(session)).toBe(false)
  })

  it('refuses a phishing page’s session: the account’s own signature, for its own domain with the real dapp’s URI', async () => {
    for (const kind of ['p2wpkh', 'p2tr'] as const) {
      const phished = bitcoinSession(alice, kind, { domain: 'evil.org', uri: 'https://service.org/login' })
      expect(await verifier.verify(phished)).toBe(false)
    }
  })

  it("refuses another key's signature, a tampered signature and a tampered message", async () => {
    const session = bitcoinSession(alice, 'p2wpkh')
    expect(
      await verifier.verify({ ...session, signature: signBitcoinText(bob, bob.p2wpkh, session.message) }),
    ).toBe(false)
    const bytes = Buffer.from(session.signature, 'base64')
    bytes[10] = bytes[10]! ^ 1
    expect(await verifier.verify({ ...session, signature: bytes.toString('base64') })).toBe(false)
    const data = { ...session.data, nonce: 'tampered1' }
    expect(
      await verifier.verify({ data, message: formatSiwxMessage(data), signature: session.signature }),
    ).toBe(false)
  })

  it('refuses a session whose text is not its data, though validly signed', async () => {
    const data = bitcoinData({ accountAddress: alice.p2tr })
    const message = formatSiwxMessage({ ...data, domain: 'evil.org' })
    expect(
      await verifier.verify({ data, message, signature: signBitcoinText(alice, alice.p2tr, message) }),
    ).toBe(false)
  })

  it('refuses expired and not yet valid sessions, reading the clock on every call', async () => {
    expect(
      await verifier.verify(bitcoinSession(alice, 'p2tr', { expirationTime: '2021-09-30T17:59:59Z' })),
    ).toBe(false)
    expect(await verifier.verify(bitcoinSession(alice, 'p2tr', { notBefore: '2021-09-30T18:00:01Z' }))).toBe(
      false,
    )
    let now = NOW
    const clocked = bitcoinVerifier({ now: () => now })
    const session = bitcoinSession(alice, 'p2wpkh', { expirationTime: '2021-09-30T19:00:00Z' })
    expect(await clocked.verify(session)).toBe(true)
    now = Date.parse('2021-09-30T19:00:00Z')
    expect(await clocked.verify(session)).toBe(false)
  })

  it('refuses chains it does not know, other namespaces, and signatures that are not base64 or too long', async () => {
    const session = bitcoinSession(alice, 'p2wpkh')
    const unknown = { ...session.data, chainId: 'bip122:ffffffffffffffffffffffffffffffff' as const }
    expect(
      await verifier.verify({
        data: unknown,
        message: formatSiwxMessage(unknown),
        signature: session.signature,
      }),
    ).toBe(false)
    const evm = evmData()
    expect(
      await verifier.verify({ data: evm, message: formatSiwxMessage(evm), signature: session.signature }),
    ).toBe(false)
    for (const signature of ['', 'not base64!', session.signature.slice(0, -1), 'A'.repeat(1_404)]) {
      expect(await verifier.verify({ ...session, signature })).toBe(false)
    }
  })

  it('never throws, whatever the signature, address or session', async () => {
    const session = bitcoinSession(alice, 'p2wpkh')
    const signature = fc.oneof(
      fc.string(),
      fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes).toString('base64')),
      // Witness-shaped and legacy-shaped bytes, to get past the first checks.
      fc
        .tuple(fc.constantFrom(1, 2), fc.uint8Array({ minLength: 64, maxLength: 110 }))
        .map(([count, rest]) => Buffer.from([count, rest.length, ...rest]).toString('base64')),
      fc
        .tuple(fc.integer({ min: 27, max: 42 }), fc.uint8Array({ minLength: 64, maxLength: 64 }))
        .map(([header, rest]) => Buffer.from([header, ...rest]).toString('base64')),
    )
    const address = fc.constantFrom(
      alice.p2wpkh,
      alice.p2tr,
      alice.p2pkh,
      BITCOIN_MAINNET,
      'bc1qqqqqqqqqqqqq',
    )
    await fc.assert(
      fc.asyncProperty(signature, address, async (text, accountAddress) => {
        const data = { ...session.data, accountAddress }
        let message: string
        try {
          message = formatSiwxMessage(data)
        } catch {
          message = session.message
        }
        await expect(verifier.verify({ data, message, signature: text })).resolves.toBeTypeOf('boolean')
      }),
      { numRuns: 300 },
    )
    for (const junk of [null, undefined, 7, {}, { data: null, message: '', signature: '' }]) {
      await expect(verifier.verify(junk as unknown as SiwxSession)).resolves.toBe(false)
    }
  })
})
