import type { AuthContext } from '../auth-context.js'
import { hashToken } from '../secrets.js'
import { approveDevice } from '../store/devices.js'

const TOKEN = /^[A-Za-z0-9_-]{43}$/

/** GET /device/approve?token=: true when the link was good (now, or when first opened). */
export async function approveDeviceLink(ctx: AuthContext, token: string | null): Promise<boolean> {
  if (token === null || !TOKEN.test(token)) return false
  return (await approveDevice(ctx.db, hashToken(token), ctx.now())) !== undefined
}
