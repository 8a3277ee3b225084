import type { ApprovePageState } from '../approve-page.js'
import type { AuthContext } from '../auth-context.js'
import { hashToken } from '../secrets.js'
import { approveDevice, findApproval } from '../store/devices.js'

const TOKEN = /^[A-Za-z0-9_-]{43}$/

/** Whether `token` has the shape of an approval link's token (it may still be unknown or expired). */
export function isDeviceLinkToken(token: string | null): token is string {
  return token !== null && TOKEN.test(token)
}

/** POST /device/approve (the approval page's button): true when the link was good, now or before. */
export async function approveDeviceLink(ctx: AuthContext, token: string | null): Promise<boolean> {
  if (!isDeviceLinkToken(token)) return false
  return (await approveDevice(ctx.db, hashToken(ctx.secret, token), ctx.now())) !== undefined
}

/** What the link's page shows: the request to approve, that it is approved, or that it does not work. */
export async function approvalLinkPage(ctx: AuthContext, token: string | null): Promise<ApprovePageState> {
  if (!isDeviceLinkToken(token)) return { kind: 'invalid' }
  const approval = await findApproval(ctx.db, hashToken(ctx.secret, token), ctx.now())
  if (!approval) return { kind: 'invalid' }
  return approval.approved ? { kind: 'approved' } : { kind: 'confirm', token, request: approval }
}
