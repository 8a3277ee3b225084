import {
  formatSiwxMessage,
  type SiwxSession,
  SiwxVerificationUnavailableError,
  type SiwxVerifier,
} from '@appkit/siwx'
import { describe, expect, it } from 'vitest'
import type { SiwxContext } from '../siwx-context.js'
import { DEFAULT_SIWX_LIMITS } from '../siwx-limits.js'
import { checkSessionText, verifySignature } from './verify-session.js'

const NOW = Date.parse('2030-01-01T00:00:00Z')
const data = {
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 'eip155:1' as const,
  domain: 'app.example',
  uri: 'https://app.example',
  version: '1',
  nonce: 'abcdefgh1234',
  issuedAt: '2030-01-01T00:00:00Z',
}
const session: SiwxSession = { data, message: formatSiwxMessage(data), signature: '0x01' }

const verifier = (verify: SiwxVerifier['verify'], type?: string): SiwxVerifier => ({
  namespace: 'eip155',
  verify,
  ...(type === undefined ? {} : { signatureType: async () => type }),
})
const ctx = (verifiers: SiwxVerifier[]): SiwxContext =>
  ({
    verifiers: new Map(verifiers.map((v) => [v.namespace, v])),
    limits: DEFAULT_SIWX_LIMITS,
    now: () => NOW,
  }) as unknown as SiwxContext

describe('checkSessionText', () => {
  it('gives the namespace’s verifier of a session whose text and times hold', () => {
    const evm = verifier(async () => true)
    expect(checkSessionText(ctx([evm]), session, NOW)).toBe(evm)
  })

  it.each([
    [{ ...session, message: `${session.message} ` }, 'Signed message does not match its data'],
    [{ ...session, data: { ...data, accountAddress: '0x12' } }, 'Invalid sign-in address'],
    [
      { ...session, data: { ...data, expirationTime: '2029-12-31T00:00:00Z' } },
      'Signed message does not match its data',
    ],
  ])('refuses %# with 400 and the package’s message', (bad, message) => {
    expect(() => checkSessionText(ctx([]), bad, NOW)).toThrow(
      expect.objectContaining({ status: 400, message }),
    )
  })

  it('refuses a phishing page’s session (its own domain, the dapp’s URI) with 400, should it get this far', () => {
    const phished = { ...data, domain: 'evil.example' }
    const signed = { data: phished, message: formatSiwxMessage(phished), signature: '0x01' }
    expect(() => checkSessionText(ctx([verifier(async () => true)]), signed, NOW)).toThrow(
      expect.objectContaining({ status: 400, message: 'Sign-in message is not for this site' }),
    )
  })

  it('refuses a session past its Expiration Time, and one of a namespace without a verifier', () => {
    const expiring = { ...data, expirationTime: '2030-01-01T00:00:01Z' }
    const late = { data: expiring, message: formatSiwxMessage(expiring), signature: '0x01' }
    expect(() => checkSessionText(ctx([]), late, NOW + 1_000)).toThrow(
      expect.objectContaining({ status: 400, message: 'Sign-in session expired' }),
    )
    expect(() => checkSessionText(ctx([]), session, NOW)).toThrow(
      expect.objectContaining({ status: 400, message: 'No sign-in verifier for this network' }),
    )
  })
})

describe('verifySignature', () => {
  it('answers the session with a Cacao of the verifier’s signature type', async () => {
    const kept = await verifySignature(
      verifier(async () => true, 'eip1271'),
      { ...session, cacao: { h: { t: 'caip122' }, p: {}, s: { t: 'forged', s: 'x' } } } as SiwxSession,
    )
    expect(kept.cacao?.s).toEqual({ t: 'eip1271', s: '0x01' })
    expect(kept.cacao?.p.iss).toBe(`did:pkh:eip155:1:${data.accountAddress}`)
  })

  it('keeps no Cacao without an Issued At (optional outside EIP-4361)', async () => {
    const { issuedAt: _, ...undated } = {
      ...data,
      accountAddress: 'BqtHJEtRvfSRLh67Qt9pYeCFocGk7r2nKaLymnogR5k7',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const,
    }
    const bare = { data: undated, message: formatSiwxMessage(undated), signature: 'sig' }
    expect(
      await verifySignature(
        verifier(async () => true),
        bare,
      ),
    ).toEqual(bare)
  })

  it('is 401 for a wrong signature, 503 when the chain did not answer', async () => {
    await expect(
      verifySignature(
        verifier(async () => false),
        session,
      ),
    ).rejects.toMatchObject({
      status: 401,
      message: 'Invalid signature',
    })
    const down = verifier(async () => {
      throw new SiwxVerificationUnavailableError()
    })
    await expect(verifySignature(down, session)).rejects.toMatchObject({
      status: 503,
      message: 'Sign-in could not be verified',
    })
    const bug = new TypeError('bug')
    await expect(
      verifySignature(
        verifier(async () => {
          throw bug
        }),
        session,
      ),
    ).rejects.toBe(bug)
  })
})
