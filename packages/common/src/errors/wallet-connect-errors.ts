import { AppKitError, type AppKitErrorSubclassOptions } from './app-kit-error.js'

// WalletConnect's own mistakes: a module apart, so a page that never meets them carries none.

/** WalletConnect was asked for before an AppKit instance set it up (createAppKit does). */
export class WalletConnectNotSetUpError extends AppKitError<'WALLETCONNECT_NOT_SET_UP'> {
  override name = 'WalletConnectNotSetUpError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('WalletConnect was not set up by an AppKit instance', {
      ...options,
      code: 'WALLETCONNECT_NOT_SET_UP',
    })
  }
}

/** A one-step sign-in was asked for with no network the wallet could sign in on. */
export class NoSignInNetworkError extends AppKitError<'NO_SIGN_IN_NETWORK'> {
  override name = 'NoSignInNetworkError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('No network to sign in on', { ...options, code: 'NO_SIGN_IN_NETWORK' })
  }
}
