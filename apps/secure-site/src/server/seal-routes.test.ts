import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { Readable } from 'node:stream'
import { describe, expect, it, vi } from 'vitest'
import { fromBase64, toBase64 } from '../shared/base64.js'
import { decryptOnDevice, newDeviceKey } from '../shared/share-transport.js'
import { UnauthorizedError } from './errors.js'
import { createRecoveryCodes, DEFAULT_RECOVERY_LIMITS } from './recovery-codes.js'
import type { RecoveryMailer } from './recovery-mailer.js'
import { importSealKey } from './seal.js'
import { recoveryCodeRoute, type SealContext, sealRoute, unsealRoute } from './seal-routes.js'
import { fakeIssuer, socialContext } from './social/fake-issuer.test-helper.js'

// The routes with the real sealing, codes and transport; the cloud's session check is a fetch the
// test answers, so the cloud can say whatever a malicious one would.

const TOKEN = 'T'.repeat(43)
const SHARE = 'AAECAwQFBgc='
function request(body: unknown): IncomingMessage {
  const req = Readable.from([Buffer.from(JSON.stringify(body))]) as unknown as IncomingMessage
  Object.assign(req, { headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` } })
  return req
}
/** The cloud's answer to GET /auth/v1/session: whoever the test says the token belongs to. */
const cloudSays = (who: { id: string; email: string }) =>
  vi.fn(async () => new Response(JSON.stringify({ user: who, deviceId: 'd', expiresAt: 'x' })))

const VICTIM = { id: 'victim', email: 'victim@example.com' }
const ATTACKER = { id: 'attacker', email: 'attacker@evil.test' }

async function site() {
  const mails: { to: string; code: string }[] = []
  const mailer: RecoveryMailer = { send: async (to, code) => void mails.push({ to, code }) }
  const ctx: SealContext = {
    key: await importSealKey(randomBytes(32)),
    cloudUrl: () => 'http://cloud.test',
    codes: createRecoveryCodes({ ...DEFAULT_RECOVERY_LIMITS, cooldownMs: 0 }),
    mailer,
    social: socialContext(fakeIssuer()),
    // No Farcaster account in these tests' registry.
    farcaster: { fidOf: async () => 0n },
    fetch: cloudSays(VICTIM),
  }
  const as = (who: { id: string; email: string }) => (ctx.fetch = cloudSays(who))
  const seal = async (who = VICTIM) => {
    as(who)
    return (await sealRoute(ctx, request({ share: SHARE, email: who.email }))).sealed
  }
  const unseal = async (sealed: string, code: string) => {
    const device = await newDeviceKey()
    const answer = await unsealRoute(ctx, request({ sealed, code, deviceKey: toBase64(device.publicKey) }))
    const share = await decryptOnDevice(device, {
      serverKey: fromBase64(answer.serverKey),
      iv: fromBase64(answer.iv),
      ciphertext: fromBase64(answer.ciphertext),
    })
    return { answer, share: toBase64(share) }
  }
  return { ctx, mails, as, seal, unseal }
}

describe('the seal routes', () => {
  it('seal with the session’s email; the code goes there and opens the share, encrypted to the device’s one-off key', async () => {
    const s = await site()
    const sealed = await s.seal()
    expect(await recoveryCodeRoute(s.ctx, request({ sealed }))).toEqual({ sent: true })
    expect(s.mails).toEqual([{ to: VICTIM.email, code: expect.stringMatching(/^\d{8}$/) }])
    const { answer, share } = await s.unseal(sealed, s.mails[0]!.code)
    expect(share).toBe(SHARE)
    expect(JSON.stringify(answer)).not.toContain(SHARE)
    // One use: the same code does not open it again.
    await expect(s.unseal(sealed, s.mails[0]!.code)).rejects.toMatchObject({ code: 'RECOVERY_CODE_INVALID' })
  })

  it('a cloud vouching for an attacker’s session as the victim gets no share: the code goes to the victim’s sealed address', async () => {
    const s = await site()
    const sealed = await s.seal()
    // The cloud says the attacker's token is the victim's session, and even names the attacker's email.
    s.as({ id: VICTIM.id, email: ATTACKER.email })
    await expect(s.unseal(sealed, '00000000')).rejects.toMatchObject({ code: 'RECOVERY_CODE_INVALID' })
    await recoveryCodeRoute(s.ctx, request({ sealed }))
    expect(s.mails.map((mail) => mail.to)).toEqual([VICTIM.email])
    // Guessing: five wrong tries void the code, so even the right one is refused after them.
    const real = s.mails[0]!.code
    const wrong = real === '00000000' ? '00000001' : '00000000'
    for (let i = 0; i < 5; i++)
      await expect(s.unseal(sealed, wrong)).rejects.toMatchObject({ code: 'RECOVERY_CODE_INVALID' })
    await expect(s.unseal(sealed, real)).rejects.toMatchObject({ code: 'RECOVERY_CODE_INVALID' })
  })

  it('a database writer who swaps in a blob sealed for their own account (their email) gets nothing: it does not open for the victim', async () => {
    const s = await site()
    const theirs = await s.seal(ATTACKER)
    s.as(VICTIM)
    await expect(recoveryCodeRoute(s.ctx, request({ sealed: theirs }))).rejects.toMatchObject({
      code: 'SEALED_SHARE_INVALID',
    })
    expect(s.mails).toEqual([])
  })

  it('a database writer cannot change the sealed email: any changed byte stops the blob opening', async () => {
    const s = await site()
    const sealed = fromBase64(await s.seal())
    for (const index of [1, 14, 20, sealed.length - 1]) {
      const changed = sealed.slice()
      changed[index]! ^= 1
      await expect(recoveryCodeRoute(s.ctx, request({ sealed: toBase64(changed) }))).rejects.toMatchObject({
        code: 'SEALED_SHARE_INVALID',
      })
    }
    expect(s.mails).toEqual([])
  })

  it('a code opens only the blob it was mailed for', async () => {
    const s = await site()
    const first = await s.seal()
    const second = await s.seal()
    await recoveryCodeRoute(s.ctx, request({ sealed: first }))
    await expect(s.unseal(second, s.mails[0]!.code)).rejects.toMatchObject({ code: 'RECOVERY_CODE_INVALID' })
    expect((await s.unseal(first, s.mails[0]!.code)).share).toBe(SHARE)
  })

  it('refuse to seal a share whose codes would go to an address other than the session’s', async () => {
    const s = await site()
    await expect(sealRoute(s.ctx, request({ share: SHARE, email: ATTACKER.email }))).rejects.toMatchObject({
      code: 'RECOVERY_EMAIL_MISMATCH',
    })
  })

  it('a device key that is not a P-256 point is refused before the code is spent', async () => {
    const s = await site()
    const sealed = await s.seal()
    await recoveryCodeRoute(s.ctx, request({ sealed }))
    const code = s.mails[0]!.code
    await expect(
      unsealRoute(s.ctx, request({ sealed, code, deviceKey: toBase64(new Uint8Array(65)) })),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' })
    expect((await s.unseal(sealed, code)).share).toBe(SHARE)
  })

  it('check the session before reading the body, and never call the cloud without a token', async () => {
    const s = await site()
    const fetch = cloudSays(VICTIM)
    s.ctx.fetch = fetch
    const req = request({ sealed: 'AAAA', code: '12345678', deviceKey: 'AAAA' })
    req.headers.authorization = undefined
    await expect(unsealRoute(s.ctx, req)).rejects.toBeInstanceOf(UnauthorizedError)
    expect(fetch).not.toHaveBeenCalled()
  })
})
