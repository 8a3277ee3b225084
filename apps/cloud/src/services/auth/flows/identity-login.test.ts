import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../../../db/engines.test-helper.js'
import type { MailSender } from '../../mail/mail-sender.js'
import type { AuthContext } from '../auth-context.js'
import { DEFAULT_AUTH_LIMITS } from '../auth-limits.js'
import { relyingPartyOf } from '../passkey-relying-party.js'
import { hashToken } from '../secrets.js'
import { isDeviceVerified } from '../store/devices.js'
import { findSession } from '../store/sessions.js'
import { identityLogin } from './identity-login.js'
import { createWaitSlots } from './wait-slots.js'

let opened: Awaited<ReturnType<typeof openTestDatabase>>
let ctx: AuthContext
const NOW = 1_800_000_000_000

beforeAll(async () => {
  opened = await openTestDatabase('pglite')
  ctx = {
    db: opened.db,
    // An identity login sends no mail.
    mail: {} as MailSender,
    secret: randomBytes(32),
    limits: DEFAULT_AUTH_LIMITS,
    waits: createWaitSlots({ perIp: 1, total: 1 }, 5_000),
    relyingParty: relyingPartyOf('http://127.0.0.1:4176'),
    now: () => NOW,
  }
}, 60_000)
afterAll(() => opened.dispose())

const fid = (subject: string) => ({ issuer: 'farcaster', subject, displayName: 'ada', verifiedEmail: null })

describe('identityLogin', () => {
  it('opens a session on a verified device for the identity’s user', async () => {
    const answer = await identityLogin(ctx, fid('1001'), 'device-one', { linkByEmail: false })
    expect(answer).toEqual({
      sessionToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: new Date(NOW + DEFAULT_AUTH_LIMITS.sessionTtlMs).toISOString(),
      user: { id: expect.any(String), email: null, isNew: true },
      linked: false,
    })
    const session = await findSession(ctx.db, hashToken(ctx.secret, answer.sessionToken), NOW)
    expect(session).toMatchObject({ user: { id: answer.user.id }, deviceId: 'device-one' })
    expect(await isDeviceVerified(ctx.db, answer.user.id, 'device-one')).toBe(true)
  })

  it('finds the same user for the same person on another device, with a session of its own', async () => {
    const first = await identityLogin(ctx, fid('1002'), 'device-one', { linkByEmail: false })
    const second = await identityLogin(ctx, fid('1002'), 'device-two', { linkByEmail: false })
    expect(second.user).toEqual({ ...first.user, isNew: false })
    expect(second.sessionToken).not.toBe(first.sessionToken)
    expect(await isDeviceVerified(ctx.db, first.user.id, 'device-two')).toBe(true)
  })
})
