import { RECENT_WALLETS_MAX } from '@appkit/common'
import type { SessionCore } from '../core/core.js'
import { type ConnectWalletErrorType, connectWallet } from '../session/connect-wallet.js'
import { parseStringList, STORAGE_KEYS } from '../utils/storage.js'
import { type EmbeddedWalletErrorType, embeddedWalletOf } from './embedded-wallet-of.js'

/** Spec §4's login success: the email remembered, email login marked used, the cooldown cleared. */
function rememberLogin(core: SessionCore, email: string): void {
  const recent = core.storage.read(STORAGE_KEYS.recentEmails, parseStringList) ?? []
  const others = recent.filter((each) => each.toLowerCase() !== email.toLowerCase())
  core.storage.write(STORAGE_KEYS.recentEmails, [email, ...others].slice(0, RECENT_WALLETS_MAX))
  core.storage.write(STORAGE_KEYS.emailLoginUsed, true)
  core.storage.remove(STORAGE_KEYS.lastEmailLoginTime)
}

export interface ConnectEmbeddedWalletParameters {
  /** Aborting it stops the connection (a closed modal). */
  signal?: AbortSignal
}
export type ConnectEmbeddedWalletReturnType = undefined
export type ConnectEmbeddedWalletErrorType = EmbeddedWalletErrorType | ConnectWalletErrorType

/**
 * Connects the embedded wallet once the login is through (a code entered, or CONNECT at once):
 * one login gives the account of every namespace it covers, like one WalletConnect approval.
 */
export async function connectEmbeddedWallet(
  core: SessionCore,
  { signal }: ConnectEmbeddedWalletParameters = {},
): Promise<ConnectEmbeddedWalletReturnType> {
  const wallet = embeddedWalletOf(core)
  await connectWallet(core, { connector: wallet.connector, signal })
  const { email } = core.emailLogin
  if (email) rememberLogin(core, email)
  core.emailLogin.action = undefined
}

export interface VerifyEmailOtpParameters {
  /** The code from the mail, as typed (spaces around it are dropped). */
  otp: string
  signal?: AbortSignal
}
export type VerifyEmailOtpReturnType = undefined
export type VerifyEmailOtpErrorType = EmbeddedWalletErrorType | ConnectWalletErrorType

/** The code from the mail, then the connection. A wrong code rejects and the user may try again. */
export async function verifyEmailOtp(
  core: SessionCore,
  { otp, signal }: VerifyEmailOtpParameters,
): Promise<VerifyEmailOtpReturnType> {
  await embeddedWalletOf(core).connectOtp({ otp: otp.trim(), signal })
  await connectEmbeddedWallet(core, { signal })
}

export interface WaitForEmailDeviceParameters {
  signal?: AbortSignal
}
export type WaitForEmailDeviceReturnType = undefined
export type WaitForEmailDeviceErrorType = EmbeddedWalletErrorType

/** Waits for the user to approve this device from their mail; a code is sent to them then. */
export async function waitForEmailDevice(
  core: SessionCore,
  { signal }: WaitForEmailDeviceParameters = {},
): Promise<WaitForEmailDeviceReturnType> {
  await embeddedWalletOf(core).connectDevice({ signal })
  core.emailLogin.action = 'VERIFY_OTP'
}
