import type { SiwxSession } from '@appkit/controllers'
import { describe, expect, it, vi } from 'vitest'
import { formatSiwxMessage } from '../message/format-message.js'
import { bitcoinData, evmData, solanaData } from '../test-utils/fixtures.js'
import { signSolanaText, solanaKey, solanaSession } from '../test-utils/solana-keys.js'
import { SOLANA_SIGNATURE_TYPE, solanaVerifier } from './solana-verifier.js'

const NOW = Date.parse('2021-09-30T18:00:00Z')
const alice = solanaKey(1)
const bob = solanaKey(2)
const verifier = solanaVerifier({ now: () => NOW })

describe('solanaVerifier', () => {
  it('serves the solana namespace and names its signatures solana:ed25519', async () => {
    expect(verifier.namespace).toBe('solana')
    expect(await verifier.signatureType?.(solanaSession(alice))).toBe(SOLANA_SIGNATURE_TYPE)
    expect(SOLANA_SIGNATURE_TYPE).toBe('solana:ed25519')
  })

  it('accepts a message signed by its account with an independent ed25519 (@noble/curves)', async () => {
    expect(await verifier.verify(solanaSession(alice))).toBe(true)
    expect(
      await verifier.verify(
        solanaSession(alice, { statement: 'Sign in to Acme', resources: ['https://a.example/'] }),
      ),
    ).toBe(true)
  })

  it('refuses a phishing page’s session: the account’s own signature, for its own domain with the real dapp’s URI', async () => {
    const phished = solanaSession(alice, { domain: 'evil.org', uri: 'https://service.org/login' })
    expect(await verifier.verify(phished)).toBe(false)
  })

  it('refuses a signature by another key', async () => {
    const session = solanaSession(alice)
    expect(await verifier.verify({ ...session, signature: signSolanaText(bob, session.message) })).toBe(false)
  })

  it('refuses a tampered message even when its data says the same', async () => {
    const session = solanaSession(alice)
    const data = { ...session.data, nonce: 'tampered1' }
    expect(
      await verifier.verify({ data, message: formatSiwxMessage(data), signature: session.signature }),
    ).toBe(false)
  })

  it('refuses a tampered signature', async () => {
    const session = solanaSession(alice)
    const last = session.signature.at(-1) === '2' ? '3' : '2'
    expect(await verifier.verify({ ...session, signature: `${session.signature.slice(0, -1)}${last}` })).toBe(
      false,
    )
  })

  it('refuses a message whose address is another key', async () => {
    const session = solanaSession(alice)
    const data = { ...session.data, accountAddress: bob.address }
    const message = formatSiwxMessage(data)
    expect(await verifier.verify({ data, message, signature: signSolanaText(alice, message) })).toBe(false)
  })

  it('refuses a text that is not the data, though validly signed', async () => {
    const data = solanaData({ accountAddress: alice.address })
    const message = formatSiwxMessage({ ...data, domain: 'evil.org' })
    expect(await verifier.verify({ data, message, signature: signSolanaText(alice, message) })).toBe(false)
  })

  it('refuses expired and not yet valid sessions', async () => {
    expect(await verifier.verify(solanaSession(alice, { expirationTime: '2021-09-30T17:59:59Z' }))).toBe(
      false,
    )
    expect(await verifier.verify(solanaSession(alice, { notBefore: '2021-09-30T18:00:01Z' }))).toBe(false)
    expect(await verifier.verify(solanaSession(alice, { expirationTime: '2021-09-30T18:00:01Z' }))).toBe(true)
  })

  it('refuses signatures that are not base58 or not 64 bytes, without decoding huge ones', async () => {
    const session = solanaSession(alice)
    const ed25519 = vi.fn(async () => true)
    const strict = solanaVerifier({ now: () => NOW, ed25519 })
    for (const signature of ['', '0OIl', `0x${'ab'.repeat(64)}`, session.signature.repeat(1_000)]) {
      expect(await strict.verify({ ...session, signature })).toBe(false)
    }
    expect(await strict.verify({ ...session, signature: session.signature.slice(0, 40) })).toBe(false)
    expect(ed25519).not.toHaveBeenCalled()
  })

  it('refuses sessions of other namespaces and junk', async () => {
    const data = evmData()
    expect(await verifier.verify({ data, message: formatSiwxMessage(data), signature: '0x00' })).toBe(false)
    const bitcoin = bitcoinData()
    const signed = {
      data: bitcoin,
      message: formatSiwxMessage(bitcoin),
      signature: signSolanaText(alice, 'x'),
    }
    expect(await verifier.verify(signed)).toBe(false)
    expect(await verifier.verify(null as unknown as SiwxSession)).toBe(false)
  })

  it('reads the clock on every call', async () => {
    let now = NOW
    const clocked = solanaVerifier({ now: () => now })
    const session = solanaSession(alice, { expirationTime: '2021-09-30T19:00:00Z' })
    expect(await clocked.verify(session)).toBe(true)
    now = Date.parse('2021-09-30T19:00:00Z')
    expect(await clocked.verify(session)).toBe(false)
  })
})
