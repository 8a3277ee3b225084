import { setTimeout as sleep } from 'node:timers/promises'
import type { AuthContext } from '../auth-context.js'
import { normalizeEmail } from '../email-address.js'
import { loginCodeMail } from '../mail-templates.js'
import { approvalState, releaseCodeClaim } from '../store/devices.js'
import { findUserByEmail } from '../store/users.js'
import { guardFollowUp } from './guard-send.js'
import { issueCode, loginKey } from './one-time-code.js'
import { noApprovalPending, type StartAction } from './start-login.js'

/**
 * POST /device/wait: holds the request until the device's approval link is opened, then mails the
 * login code (once, whichever instance sees the approval first) and answers VERIFY_OTP. The approval
 * is read from the database, so the link may be opened on any instance. After `deviceWaitMs`, or
 * when the client goes away, it answers VERIFY_DEVICE: still waiting, ask again.
 */
export async function waitForDevice(
  ctx: AuthContext,
  body: { email: string; deviceId: string },
  signal: AbortSignal,
): Promise<StartAction> {
  const email = normalizeEmail(body.email)
  const user = await findUserByEmail(ctx.db, email)
  if (!user) throw noApprovalPending()
  // Real time, not ctx.now(): this is how long a socket is held, not a lifetime in the data.
  const deadline = performance.now() + ctx.limits.deviceWaitMs
  for (;;) {
    const now = ctx.now()
    const state = await approvalState(ctx.db, user.id, body.deviceId, now)
    if (state === 'send') {
      try {
        // The owner approved this device: its code has the device's own budget and key.
        await guardFollowUp(
          ctx,
          email,
          () =>
            issueCode(ctx, { key: loginKey(email, body.deviceId), email }, (code, minutes) =>
              loginCodeMail(email, code, minutes),
            ),
          body.deviceId,
        )
      } catch (error) {
        // Not sent: the next wait (on any instance) claims it again.
        await releaseCodeClaim(ctx.db, user.id, body.deviceId, now).catch(() => undefined)
        throw error
      }
      return { action: 'VERIFY_OTP' }
    }
    if (state === 'sent') return { action: 'VERIFY_OTP' }
    if (state === 'none') throw noApprovalPending()
    const left = deadline - performance.now()
    if (left <= 0 || signal.aborted) return { action: 'VERIFY_DEVICE' }
    await sleep(Math.min(ctx.limits.devicePollMs, left), undefined, { signal }).catch(() => undefined)
  }
}
