import type { SocialOption } from '@appkit/common'

/** The account's wallet features (spec §9). */
export type WalletFeatureName = 'onramp' | 'swaps' | 'receive' | 'send'

/** Connect's sections: the email field, the social buttons, the wallets. */
export type ConnectMethodName = 'email' | 'social' | 'wallet'

/**
 * What GET /appkit/v1/config answers (spec §3's feature config flags, and §9's swaps and onramp):
 * the flags the project sets, each absent when it sets none. Each has the type of the `Features`
 * flag of the same name; apart from the options so that the API's type needs nothing of them.
 */
export interface RemoteFeatures {
  email?: boolean
  socials?: readonly SocialOption[] | false
  analytics?: boolean
  pay?: boolean
  emailCapture?: boolean
  connectMethodsOrder?: readonly ConnectMethodName[]
  walletFeaturesOrder?: readonly WalletFeatureName[]
  collapseWallets?: boolean
  swaps?: boolean
  onramp?: boolean
}

export type RemoteFeatureName = keyof RemoteFeatures
