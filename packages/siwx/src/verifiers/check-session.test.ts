import type { SiwxSession } from '@appkit/controllers'
import { describe, expect, it } from 'vitest'
import { InvalidSiwxNonceError } from '../errors/field-errors.js'
import {
  InvalidSiwxSessionError,
  SiwxDomainMismatchError,
  SiwxMessageMismatchError,
  SiwxSessionExpiredError,
  SiwxSessionNotYetValidError,
} from '../errors/session-errors.js'
import { formatSiwxMessage } from '../message/format-message.js'
import { evmData, solanaData } from '../test-utils/fixtures.js'
import { assertSiwxSession, checkSiwxSession } from './check-session.js'

const NOW = Date.parse('2021-09-30T18:00:00Z')

function session(data = evmData(), message = formatSiwxMessage(data)): SiwxSession {
  return { data, message, signature: '0x00' }
}

describe('checkSiwxSession', () => {
  it('accepts a session whose text is its data and whose times hold', () => {
    expect(checkSiwxSession(session(), NOW)).toBeUndefined()
    const timed = evmData({ notBefore: '2021-09-30T17:00:00Z', expirationTime: '2021-09-30T19:00:00Z' })
    expect(checkSiwxSession(session(timed), NOW)).toBeUndefined()
  })

  it.each([
    ['domain', { domain: 'evil.org' }],
    ['address', { accountAddress: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' }],
    ['chain', { chainId: 'eip155:10' as const }],
    ['nonce', { nonce: 'othernonce1' }],
    ['expiration time', { expirationTime: '2099-01-01T00:00:00Z' }],
  ])('refuses data whose %s differs from the signed text', (_, overrides) => {
    const signed = formatSiwxMessage(evmData())
    expect(checkSiwxSession(session(evmData(overrides), signed), NOW)).toBe('message-mismatch')
  })

  it('refuses a phishing page’s session: signed for its own domain with the real dapp’s URI', () => {
    // The text is exactly the data: the wallet showed "evil.org wants you to sign in", and the
    // URI says service.org. Whoever checks only the URI would take it for service.org's.
    const phished = evmData({ domain: 'evil.org', uri: 'https://service.org/login' })
    expect(checkSiwxSession(session(phished), NOW)).toBe('domain-mismatch')
    expect(checkSiwxSession(session(solanaData({ domain: 'evil.org' })), NOW)).toBe('domain-mismatch')
    expect(checkSiwxSession(session(evmData({ domain: 'service.org:8443' })), NOW)).toBe('domain-mismatch')
  })

  it('refuses a URI that names no web site, whose host no domain can be', () => {
    expect(checkSiwxSession(session(evmData({ uri: 'urn:service.org' })), NOW)).toBe('domain-mismatch')
  })

  it('refuses a text that differs in any character, even a trailing line break', () => {
    const data = solanaData()
    expect(checkSiwxSession(session(data, `${formatSiwxMessage(data)}\n`), NOW)).toBe('message-mismatch')
  })

  it('refuses a session from its Expiration Time on', () => {
    const data = evmData({ expirationTime: '2021-09-30T18:00:00Z' })
    expect(checkSiwxSession(session(data), NOW - 1)).toBeUndefined()
    expect(checkSiwxSession(session(data), NOW)).toBe('expired')
  })

  it('refuses a session before its Not Before time', () => {
    const data = evmData({ notBefore: '2021-09-30T18:00:00.001Z' })
    expect(checkSiwxSession(session(data), NOW)).toBe('not-yet-valid')
    expect(checkSiwxSession(session(data), NOW + 1)).toBeUndefined()
  })

  it('compares times with their offsets', () => {
    // 20:00 at +02:00 is 18:00Z.
    const data = evmData({ expirationTime: '2021-09-30T20:00:00+02:00' })
    expect(checkSiwxSession(session(data), NOW)).toBe('expired')
  })

  it('calls invalid data and junk invalid, without throwing', () => {
    expect(checkSiwxSession(session(evmData({ nonce: 'x' }), 'text'), NOW)).toBe('invalid-data')
    for (const junk of [null, undefined, 'session', {}, { data: evmData(), message: 1, signature: '0x' }]) {
      expect(checkSiwxSession(junk as unknown as SiwxSession, NOW)).toBe('invalid-data')
    }
  })
})

describe('assertSiwxSession', () => {
  it('returns for a good session and throws the typed error of each problem', () => {
    expect(() => assertSiwxSession(session(), NOW)).not.toThrow()
    expect(() => assertSiwxSession(session(evmData(), 'other'), NOW)).toThrow(SiwxMessageMismatchError)
    expect(() => assertSiwxSession(session(evmData({ domain: 'evil.org' })), NOW)).toThrow(
      expect.objectContaining({
        name: 'SiwxDomainMismatchError',
        reason: 'domain-mismatch',
        details: 'evil.org is not the host of https://service.org/login',
      }),
    )
    expect(() => assertSiwxSession(session(evmData({ domain: 'evil.org' })), NOW)).toThrow(
      SiwxDomainMismatchError,
    )
    expect(() =>
      assertSiwxSession(session(evmData({ expirationTime: '2021-09-30T17:00:00Z' })), NOW),
    ).toThrow(SiwxSessionExpiredError)
    expect(() => assertSiwxSession(session(evmData({ notBefore: '2021-10-01T00:00:00Z' })), NOW)).toThrow(
      SiwxSessionNotYetValidError,
    )
  })

  it('names the invalid field, or the session itself when it is not one', () => {
    expect(() => assertSiwxSession(session(evmData({ nonce: 'x' }), 'text'), NOW)).toThrow(
      InvalidSiwxNonceError,
    )
    expect(() => assertSiwxSession(null as unknown as SiwxSession, NOW)).toThrow(InvalidSiwxSessionError)
  })
})
