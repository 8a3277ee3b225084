import { describe, expect, it } from 'vitest'
import { listedFids } from './fid-lookup.js'
import { custodyOf, signIn } from './siwf.test-helper.js'
import { TEST_FIDS } from './test-fids.js'
import { SignInRefusedError, verifySignIn } from './verify-sign-in.js'

const terms = { nonce: 'abcdefgh12345678', domain: 'app.example', siweUri: 'https://app.example/login' }
const now = new Date('2030-01-01T00:00:00Z')
const issuedAt = new Date('2029-12-31T23:59:00Z')

async function refusal(proof: { message: string; signature: string; fid: number }): Promise<string> {
  const error = await verifySignIn(terms, proof, listedFids(TEST_FIDS), now).catch(
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(SignInRefusedError)
  return (error as SignInRefusedError).reason
}

describe('verifySignIn', () => {
  it("accepts the channel's message signed by the fid's custody key", async () => {
    const proof = await signIn({ ...terms, issuedAt })
    await expect(verifySignIn(terms, proof, listedFids(TEST_FIDS), now)).resolves.toEqual(TEST_FIDS[0])
  })

  it('refuses a fid signed for by another account’s custody key (impersonation)', async () => {
    expect(await refusal(await signIn({ ...terms, issuedAt, index: 1, fid: TEST_FIDS[0]!.fid }))).toMatch(
      /custody address of fid 20001/,
    )
  })

  it('refuses a signature over another text than the message (tampered message)', async () => {
    const proof = await signIn({ ...terms, issuedAt })
    const other = await custodyOf(0).signMessage({ message: 'something else' })
    expect(await refusal({ ...proof, signature: other })).toMatch(/signature is not by the custody/)
  })

  it("refuses another channel's nonce, domain or uri (replay into this channel)", async () => {
    expect(await refusal(await signIn({ ...terms, issuedAt, nonce: 'zzzzzzzz12345678' }))).toBe(
      'invalid nonce',
    )
    expect(await refusal(await signIn({ ...terms, issuedAt, domain: 'evil.example' }))).toBe('invalid domain')
    expect(await refusal(await signIn({ ...terms, issuedAt, siweUri: 'https://evil.example/' }))).toBe(
      'invalid uri',
    )
  })

  it('refuses an expired message (a stale approval replayed later)', async () => {
    const proof = await signIn({ ...terms, issuedAt, expirationTime: new Date('2029-12-31T23:59:30Z') })
    expect(await refusal(proof)).toMatch(/expired/)
  })

  it('refuses a proof whose claimed fid is not the one in the message', async () => {
    const proof = await signIn({ ...terms, issuedAt })
    expect(await refusal({ ...proof, fid: 20002 })).toMatch(/another fid/)
  })

  it('refuses a fid the registry does not hold', async () => {
    expect(await refusal(await signIn({ ...terms, issuedAt, fid: 99 }))).toMatch(/not registered/)
  })

  it("refuses a message without Farcaster's statement or chain id, and text that is no message", async () => {
    expect(await refusal(await signIn({ ...terms, issuedAt, statement: 'Sign in' }))).toMatch(/statement/)
    expect(await refusal(await signIn({ ...terms, issuedAt, chainId: 1 }))).toMatch(/chain id/)
    expect(await refusal({ message: 'hello', signature: '0x00', fid: 20001 })).toMatch(/EIP-4361/)
  })
})
