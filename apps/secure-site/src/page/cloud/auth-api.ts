import { FRAME_REQUEST_TIMEOUT_MS } from '@appkit/common'
import { z } from 'zod/mini'
import { ServiceError } from '../errors.js'
import { type FetchLike, requestJson } from '../http/request-json.js'
import {
  emailUpdatePrimarySchema,
  emailUpdateSecondarySchema,
  emailUpdateStartSchema,
  type FarcasterLoginAnswer,
  farcasterLoginAnswerSchema,
  type LoginAnswer,
  loginAnswerSchema,
  type SessionAnswer,
  type SocialLoginAnswer,
  sessionAnswerSchema,
  socialLoginAnswerSchema,
  startAnswerSchema,
  type WalletShares,
  walletSharesSchema,
} from './auth-answers.js'

const CALL_TIMEOUT_MS = 30_000
const nothing = z.undefined()

export type StartAction = { action: 'VERIFY_OTP' | 'VERIFY_DEVICE' }

/** The cloud's auth API (AUTH.md), one method per endpoint. Errors are ServiceErrors with its code. */
export interface AuthApi {
  startEmail(email: string, deviceId: string): Promise<StartAction>
  /** Long poll: VERIFY_OTP once the device is approved, VERIFY_DEVICE when the cloud stopped waiting. */
  waitForDevice(email: string, deviceId: string, signal?: AbortSignal): Promise<StartAction>
  verifyEmail(email: string, deviceId: string, otp: string): Promise<LoginAnswer>
  /** The cloud verifies the ID token again and keys the user by its (issuer, subject). */
  socialLogin(idToken: string, deviceId: string): Promise<SocialLoginAnswer>
  /** The cloud reads its own relay's completed channel, uses it up, and keys the user by the fid. */
  farcasterLogin(channelToken: string, deviceId: string): Promise<FarcasterLoginAnswer>
  session(token: string): Promise<SessionAnswer>
  signOut(token: string): Promise<void>
  startEmailUpdate(token: string, newEmail: string): Promise<{ action: 'VERIFY_PRIMARY_OTP' }>
  confirmCurrentEmail(token: string, otp: string): Promise<{ action: 'VERIFY_SECONDARY_OTP' }>
  confirmNewEmail(token: string, otp: string): Promise<{ email: string }>
  /** The stored shares, or undefined when the account has no wallet yet. */
  readWallet(token: string): Promise<WalletShares | undefined>
  storeWallet(token: string, shares: WalletShares): Promise<void>
}

/**
 * `dapp`: the origin of the page this frame is in, checked against the project's list: the cloud
 * names it in the mail that asks the owner to approve a new device.
 */
export function createAuthApi(options: { cloudUrl: string; fetch: FetchLike; dapp?: string }): AuthApi {
  const base = `${options.cloudUrl}/auth/v1`
  const call = <T>(
    path: string,
    schema: z.ZodMiniType<T>,
    init: {
      method?: 'GET' | 'POST' | 'PUT'
      body?: unknown
      token?: string
      signal?: AbortSignal
      timeoutMs?: number
    },
  ) =>
    requestJson(`${base}${path}`, {
      ...init,
      schema,
      timeoutMs: init.timeoutMs ?? CALL_TIMEOUT_MS,
      fetch: options.fetch,
    })

  return {
    startEmail: (email, deviceId) =>
      call('/email/start', startAnswerSchema, {
        method: 'POST',
        body: options.dapp === undefined ? { email, deviceId } : { email, deviceId, dapp: options.dapp },
      }),
    waitForDevice: (email, deviceId, signal) =>
      call('/device/wait', startAnswerSchema, {
        method: 'POST',
        body: { email, deviceId },
        // The cloud holds it up to spec §9's 120 s; a little more so its own answer arrives first.
        timeoutMs: FRAME_REQUEST_TIMEOUT_MS + 5000,
        ...(signal ? { signal } : {}),
      }),
    verifyEmail: (email, deviceId, otp) =>
      call('/email/verify', loginAnswerSchema, { method: 'POST', body: { email, deviceId, otp } }),
    socialLogin: (idToken, deviceId) =>
      call('/social/login', socialLoginAnswerSchema, { method: 'POST', body: { idToken, deviceId } }),
    farcasterLogin: (channelToken, deviceId) =>
      call('/farcaster/login', farcasterLoginAnswerSchema, {
        method: 'POST',
        body: { channelToken, deviceId },
      }),
    session: (token) => call('/session', sessionAnswerSchema, { token }),
    signOut: (token) => call('/signout', nothing, { method: 'POST', token }),
    startEmailUpdate: (token, newEmail) =>
      call('/email/update/start', emailUpdateStartSchema, { method: 'POST', token, body: { newEmail } }),
    confirmCurrentEmail: (token, otp) =>
      call('/email/update/primary', emailUpdatePrimarySchema, { method: 'POST', token, body: { otp } }),
    confirmNewEmail: (token, otp) =>
      call('/email/update/secondary', emailUpdateSecondarySchema, { method: 'POST', token, body: { otp } }),
    async readWallet(token) {
      try {
        return await call('/wallet', walletSharesSchema, { token })
      } catch (error) {
        if (error instanceof ServiceError && error.code === 'WALLET_NOT_FOUND') return undefined
        throw error
      }
    },
    storeWallet: (token, shares) => call('/wallet', nothing, { method: 'PUT', token, body: shares }),
  }
}

/** The cloud no longer knows the session (expired, signed out elsewhere): the user must log in. */
export function isSessionGone(error: unknown): boolean {
  return error instanceof ServiceError && error.code === 'UNAUTHORIZED'
}
