import type { ChainNamespace } from '@appkit/common'

/** What the embedded wallet answers to an email (spec §4). */
export type EmailConnectAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'
/** The two steps of an email change (spec §4): a code to the current address, then to the new one. */
export type EmailUpdateAction = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'

/**
 * The embedded wallet's login steps and requests, whatever runs it (the secure frame in a page).
 * Login ends with the connector's `connect`, which gives the account of each namespace at once.
 */
export interface EmbeddedWalletAccess {
  readonly connectorId: string
  connectEmail(args: { email: string; signal?: AbortSignal }): Promise<{ action: EmailConnectAction }>
  /** Waits until the user approved this device from the mail sent to them; a code follows. */
  connectDevice(args: { signal?: AbortSignal }): Promise<void>
  connectOtp(args: { otp: string; signal?: AbortSignal }): Promise<void>
  updateEmail(args: { email: string }): Promise<{ action: EmailUpdateAction }>
  updateEmailPrimaryOtp(args: { otp: string }): Promise<void>
  updateEmailSecondaryOtp(args: { otp: string }): Promise<{ email: string }>
  /** A wallet request in `namespace`, on `chainId` (CAIP-2) or the namespace's current one. */
  request<T = unknown>(
    namespace: ChainNamespace,
    args: { method: string; params?: unknown },
    chainId?: string,
  ): Promise<T>
}
