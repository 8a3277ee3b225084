import { EMAIL_LOGIN_COOLDOWN_MS } from '@appkit/common'
import type { SessionCore } from '../core/core.js'
import { STORAGE_KEYS } from '../utils/storage.js'

const parseTime = (raw: unknown) => (typeof raw === 'number' && Number.isFinite(raw) ? raw : undefined)

export interface EmailCooldownLeftParameters {
  /** The clock, in milliseconds (tests give their own). */
  now?: number
}
export type EmailCooldownLeftReturnType = number

/** Whole seconds before another login code may be sent (spec §9's cooldown); 0 when it may now. */
export function emailCooldownLeft(
  core: SessionCore,
  { now = Date.now() }: EmailCooldownLeftParameters = {},
): EmailCooldownLeftReturnType {
  const sentAt = core.storage.read(STORAGE_KEYS.lastEmailLoginTime, parseTime)
  if (sentAt === undefined || sentAt > now) return 0
  return Math.max(0, Math.ceil((sentAt + EMAIL_LOGIN_COOLDOWN_MS - now) / 1000))
}

export function markEmailSent(core: SessionCore, now = Date.now()): void {
  core.storage.write(STORAGE_KEYS.lastEmailLoginTime, now)
}
