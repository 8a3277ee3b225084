import { AppKitError, type AppKitErrorSubclassOptions } from '@appkit/common'

// The secure site's own failures, one class each, with messages written to be shown to the user as
// they are (the frame's error reply carries `message` to the dapp's UI). The spec's shared ones
// (user rejected, aborted, not allowed, not connected) come from @appkit/common.

/** The secure site's own codes, one per class below. */
type SecureSiteErrorCode =
  | 'DEVICE_NOT_APPROVED'
  | 'FEE_TOO_HIGH'
  | 'FRESH_LOGIN_REQUIRED'
  | 'GAS_ABOVE_BLOCK_LIMIT'
  | 'INVALID_FRAME_QUERY'
  | 'INVALID_PAGE_CONFIG'
  | 'LOGIN_EMAIL_MISMATCH'
  | 'LOGIN_NOT_STARTED'
  | 'MESSAGE_IS_TRANSACTION'
  | 'PASSKEY_PRF_UNSUPPORTED'
  | 'PASSKEY_REQUIRED'
  | 'PASSKEYS_UNAVAILABLE'
  | 'SERVICE_UNAVAILABLE'
  | 'SIGN_IN_MESSAGE_REFUSED'
  | 'SMART_ACCOUNT_UNAVAILABLE'
  | 'SOCIAL_LOGIN_NOT_STARTED_HERE'
  | 'SOCIAL_LOGIN_FAILED'
  | 'STORAGE_UNAVAILABLE'
  | 'WALLET_MISSING_IN_CLOUD'
  | 'WALLET_REPLACED_IN_CLOUD'
  | 'WALLET_SHARES_MISMATCH'

/** The cloud's error codes the secure site acts on (AUTH.md); `ServiceError` passes others on as given. */
export type CloudErrorCode =
  | 'UNAUTHORIZED'
  | 'WALLET_NOT_FOUND'
  | 'WALLET_EXISTS'
  | 'COOLDOWN'
  | 'RECOVERY_CODE_INVALID'

// The site's codes and the cloud's join the one union of error codes, as an adapter's do.
declare module '@appkit/common' {
  interface AppKitErrorCodes extends Record<SecureSiteErrorCode | CloudErrorCode, true> {}
}

/** The frame URL lacks a parameter or has one that cannot be right; `details` names it. */
export class InvalidFrameQueryError extends AppKitError<'INVALID_FRAME_QUERY'> {
  override name = 'InvalidFrameQueryError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Invalid secure frame URL', { ...options, code: 'INVALID_FRAME_QUERY' })
  }
}

/** The server did not write a usable config into the page. */
export class InvalidPageConfigError extends AppKitError<'INVALID_PAGE_CONFIG'> {
  override name = 'InvalidPageConfigError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('The secure site is misconfigured', { ...options, code: 'INVALID_PAGE_CONFIG' })
  }
}

/**
 * The cloud (or this site's server) refused a call. `message` is the server's own, written to be
 * shown (AUTH.md), e.g. 'Please try again after 12 seconds'; `code` is its code, e.g. COOLDOWN.
 */
export class ServiceError extends AppKitError<CloudErrorCode> {
  override name = 'ServiceError'
  readonly status: number
  readonly retryAfter: number | undefined
  constructor(
    message: string,
    init: { code: string; status: number; retryAfter?: number | undefined },
    options?: AppKitErrorSubclassOptions,
  ) {
    // The cloud's code as it gave it: the ones the site acts on are declared in CloudErrorCode.
    super(message, { ...options, code: init.code as CloudErrorCode })
    this.status = init.status
    this.retryAfter = init.retryAfter
  }
}

/** The cloud or the chain could not be reached, or answered something that is not its API. */
export class ServiceUnavailableError extends AppKitError<'SERVICE_UNAVAILABLE'> {
  override name = 'ServiceUnavailableError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('The wallet service is not reachable. Please try again.', {
      ...options,
      code: 'SERVICE_UNAVAILABLE',
    })
  }
}

/** CONNECT_DEVICE or CONNECT_OTP before CONNECT_EMAIL: there is no email to go on. */
export class LoginNotStartedError extends AppKitError<'LOGIN_NOT_STARTED'> {
  override name = 'LoginNotStartedError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Enter your email address first.', { ...options, code: 'LOGIN_NOT_STARTED' })
  }
}

/** The device's approval link was not opened while the frame waited (spec §9: 120 s). */
export class DeviceNotApprovedError extends AppKitError<'DEVICE_NOT_APPROVED'> {
  override name = 'DeviceNotApprovedError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('This device is not approved yet. Open the link sent to your email, then try again.', {
      ...options,
      code: 'DEVICE_NOT_APPROVED',
    })
  }
}

/** The shares at hand rebuild a key whose addresses are not the account's: nothing is signed. */
export class WalletSharesMismatchError extends AppKitError<'WALLET_SHARES_MISMATCH'> {
  override name = 'WalletSharesMismatchError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('The wallet keys on this device do not match this account.', {
      ...options,
      code: 'WALLET_SHARES_MISMATCH',
    })
  }
}

/**
 * The wallet's recovery share is sealed to the account's passkey: a device without a share of its
 * own restores the wallet by logging in with the passkey, not with a mailed code.
 */
export class PasskeyRequiredError extends AppKitError<'PASSKEY_REQUIRED'> {
  override name = 'PasskeyRequiredError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('This wallet is recovered with its passkey. Log in with your passkey on this device.', {
      ...options,
      code: 'PASSKEY_REQUIRED',
    })
  }
}

/** The authenticator gave no PRF output: it cannot hold the key to the wallet's recovery share. */
export class PasskeyPrfUnsupportedError extends AppKitError<'PASSKEY_PRF_UNSUPPORTED'> {
  override name = 'PasskeyPrfUnsupportedError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('This passkey cannot protect a wallet. Use a passkey manager or security key that supports PRF.', {
      ...options,
      code: 'PASSKEY_PRF_UNSUPPORTED',
    })
  }
}

/**
 * A social or Farcaster user adds a passkey with the proof of a login made in this page; after a
 * reload or a sign-out there is none, and the session alone (which the cloud could forge) opens nothing.
 */
export class FreshLoginRequiredError extends AppKitError<'FRESH_LOGIN_REQUIRED'> {
  override name = 'FreshLoginRequiredError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super(
      'To add a passkey, log out and log in again with the same account, then add it within 10 minutes.',
      {
        ...options,
        code: 'FRESH_LOGIN_REQUIRED',
      },
    )
  }
}

/** No WebAuthn in this browser (or in this frame: the dapp's page did not grant it). */
export class PasskeysUnavailableError extends AppKitError<'PASSKEYS_UNAVAILABLE'> {
  override name = 'PasskeysUnavailableError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Passkeys are not available in this browser.', { ...options, code: 'PASSKEYS_UNAVAILABLE' })
  }
}

/** This site's embedded wallet is an EOA only (spec §3 account types: eoa here). */
export class SmartAccountUnavailableError extends AppKitError<'SMART_ACCOUNT_UNAVAILABLE'> {
  override name = 'SmartAccountUnavailableError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Smart accounts are not available for this wallet.', {
      ...options,
      code: 'SMART_ACCOUNT_UNAVAILABLE',
    })
  }
}

/**
 * CONNECT_SOCIAL with a result whose state this frame never issued (or issued and used, or let
 * expire): a forged or replayed resultUri. Nothing is sent anywhere.
 */
export class SocialLoginNotStartedHereError extends AppKitError<'SOCIAL_LOGIN_NOT_STARTED_HERE'> {
  override name = 'SocialLoginNotStartedHereError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('This sign-in did not start here. Please try again.', {
      ...options,
      code: 'SOCIAL_LOGIN_NOT_STARTED_HERE',
    })
  }
}

/** The provider answered the popup with an error other than a denied consent. */
export class SocialLoginFailedError extends AppKitError<'SOCIAL_LOGIN_FAILED'> {
  override name = 'SocialLoginFailedError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('The sign-in provider could not log you in. Please try again.', {
      ...options,
      code: 'SOCIAL_LOGIN_FAILED',
    })
  }
}

/** EIP-1474 -32602: the params do not fit the method; `details` says which. */
export class InvalidRpcParamsError extends AppKitError<-32602> {
  override name = 'InvalidRpcParamsError'
  constructor(method: string, options?: AppKitErrorSubclassOptions) {
    super(`Invalid params for ${method}`, { ...options, code: -32602 })
  }
}

/** EIP-1193 4100: the request names an account this wallet does not hold. */
export class UnknownAccountError extends AppKitError<4100> {
  override name = 'UnknownAccountError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('The requested account is not this wallet’s.', { ...options, code: 4100 })
  }
}

/** The browser refused to keep this origin's data (storage blocked or full). */
export class StorageUnavailableError extends AppKitError<'STORAGE_UNAVAILABLE'> {
  override name = 'StorageUnavailableError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('This browser does not let the wallet keep its data. Allow site data and try again.', {
      ...options,
      code: 'STORAGE_UNAVAILABLE',
    })
  }
}

/** A sign-in message at login that is not this dapp's, for this account, on an EVM chain. */
export class SignInMessageRefusedError extends AppKitError<'SIGN_IN_MESSAGE_REFUSED'> {
  override name = 'SignInMessageRefusedError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('This sign-in message is not for this site or this account.', {
      ...options,
      code: 'SIGN_IN_MESSAGE_REFUSED',
    })
  }
}

/** eth_sendTransaction with gas above the latest block's gas limit: it could never be mined as asked. */
export class GasAboveBlockLimitError extends AppKitError<'GAS_ABOVE_BLOCK_LIMIT'> {
  override name = 'GasAboveBlockLimitError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('This transaction asks for more gas than a block can hold.', {
      ...options,
      code: 'GAS_ABOVE_BLOCK_LIMIT',
    })
  }
}

/** eth_sendTransaction with a fee per gas far above the network's current one (fill-transaction.ts). */
export class TransactionFeeTooHighError extends AppKitError<'FEE_TOO_HIGH'> {
  override name = 'TransactionFeeTooHighError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('This transaction’s fee is more than 10 times the network’s current fee.', {
      ...options,
      code: 'FEE_TOO_HIGH',
    })
  }
}

/** solana_signMessage with bytes that are a transaction message: that would sign a transaction unseen. */
export class MessageIsTransactionError extends AppKitError<'MESSAGE_IS_TRANSACTION'> {
  override name = 'MessageIsTransactionError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super(
      'This message is a Solana transaction. Ask to sign it as a transaction so its effect can be shown.',
      {
        ...options,
        code: 'MESSAGE_IS_TRANSACTION',
      },
    )
  }
}
/**
 * This device holds a share of the account's wallet, but the cloud no longer has that wallet (its
 * database was restored from a backup taken before it existed, or lost): nothing is made or
 * overwritten, so the share here stays and the cloud's data can be restored.
 */
export class WalletMissingInCloudError extends AppKitError<'WALLET_MISSING_IN_CLOUD'> {
  override name = 'WalletMissingInCloudError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super(
      'The wallet service has lost this wallet. Nothing was changed on this device: ask the service to restore its data, then try again.',
      { ...options, code: 'WALLET_MISSING_IN_CLOUD' },
    )
  }
}

/**
 * The cloud's wallet for the account is not the one this device holds a share of (the cloud's data
 * was restored or replaced): the share here is kept, not overwritten with the cloud's.
 */
export class WalletReplacedInCloudError extends AppKitError<'WALLET_REPLACED_IN_CLOUD'> {
  override name = 'WalletReplacedInCloudError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super(
      'The wallet service holds another wallet for this account than this device. Nothing was changed on this device: ask the service to restore the right data, then try again.',
      { ...options, code: 'WALLET_REPLACED_IN_CLOUD' },
    )
  }
}

/**
 * The cloud answered a login for another address than the one typed: the wallet's recovery codes
 * would go to an inbox the person never named, so nothing is kept or made.
 */
export class LoginEmailMismatchError extends AppKitError<'LOGIN_EMAIL_MISMATCH'> {
  override name = 'LoginEmailMismatchError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('The wallet service logged in another email address than yours. Nothing was kept.', {
      ...options,
      code: 'LOGIN_EMAIL_MISMATCH',
    })
  }
}
