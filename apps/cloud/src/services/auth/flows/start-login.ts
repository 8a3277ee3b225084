import type { AuthContext, Caller } from '../auth-context.js'
import { AuthError } from '../auth-error.js'
import { describeBrowser } from '../device-label.js'
import { normalizeEmail } from '../email-address.js'
import { deviceApprovalMail, loginCodeMail } from '../mail-templates.js'
import { hashToken, newToken } from '../secrets.js'
import { type ApprovalRequest, createApproval, deleteApproval, isDeviceVerified } from '../store/devices.js'
import { findUserByEmail } from '../store/users.js'
import { guardSend } from './guard-send.js'
import { issueCode, loginKey, mailFailed } from './one-time-code.js'

export const APPROVE_PATH = '/auth/v1/device/approve'

export type StartAction = { action: 'VERIFY_OTP' } | { action: 'VERIFY_DEVICE' }

/**
 * POST /email/start: a new address, or a known user on a verified device, gets a login code; a
 * known user on a device it never verified gets an approval link instead (spec §4: VERIFY_DEVICE),
 * and the device then waits for it (POST /device/wait).
 */
export async function startLogin(
  ctx: AuthContext,
  caller: Caller,
  body: { email: string; deviceId: string; dapp?: string | undefined },
): Promise<StartAction> {
  const email = normalizeEmail(body.email)
  const user = await findUserByEmail(ctx.db, email)
  if (user && !(await isDeviceVerified(ctx.db, user.id, body.deviceId))) {
    const request: ApprovalRequest = {
      browser: describeBrowser(caller.userAgent),
      ip: caller.ip,
      dapp: body.dapp ?? null,
    }
    await guardSend(ctx, caller, email, () =>
      sendApproval(ctx, caller, { userId: user.id, email, deviceId: body.deviceId, request }),
    )
    return { action: 'VERIFY_DEVICE' }
  }
  const knownDevice = user ? body.deviceId : undefined
  await guardSend(
    ctx,
    caller,
    email,
    () =>
      issueCode(ctx, { key: loginKey(email, knownDevice), email }, (code, minutes) =>
        loginCodeMail(email, code, minutes),
      ),
    knownDevice,
  )
  return { action: 'VERIFY_OTP' }
}

async function sendApproval(
  ctx: AuthContext,
  caller: Caller,
  approval: { userId: string; email: string; deviceId: string; request: ApprovalRequest },
): Promise<void> {
  const { userId, email, deviceId, request } = approval
  const token = newToken()
  const tokenHash = hashToken(ctx.secret, token)
  const now = ctx.now()
  await createApproval(
    ctx.db,
    { tokenHash, userId, deviceId, expiresAt: now + ctx.limits.approvalTtlMs, request },
    now,
  )
  const link = `${caller.publicUrl}${APPROVE_PATH}?token=${token}`
  try {
    await ctx.mail.send(
      deviceApprovalMail(email, link, Math.round(ctx.limits.approvalTtlMs / 60_000), request),
    )
  } catch (error) {
    await deleteApproval(ctx.db, tokenHash).catch(() => undefined)
    throw mailFailed(error)
  }
}

/** For a device that waited in vain, or one whose link expired: start over. */
export const noApprovalPending = () =>
  new AuthError(
    'DEVICE_NOT_VERIFIED',
    'This device is not approved and no approval link is pending. Start the login again.',
  )
