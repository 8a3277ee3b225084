import { DEFAULT_SOCIALS } from '@appkit/common'
// Types only: the page's options module must not be shared with this lazily loaded one.
import type { Features } from '../state/options.js'
import type { RemoteFeatureName, RemoteFeatures } from '../types/remote-features.js'

const REMOTE_FEATURE_NAMES: readonly RemoteFeatureName[] = [
  'email',
  'socials',
  'analytics',
  'pay',
  'emailCapture',
  'connectMethodsOrder',
  'walletFeaturesOrder',
  'collapseWallets',
  'swaps',
  'onramp',
]

/** Spec §9's default remote features: swaps and on-ramp, email, and every social login. */
export const DEFAULT_REMOTE_FEATURES: RemoteFeatures = {
  swaps: true,
  onramp: true,
  email: true,
  socials: DEFAULT_SOCIALS,
}

/**
 * The features the modal uses once the project's remote configuration has answered, from the
 * `local` ones (the SDK's defaults under the dapp's, as createAppKit made them):
 * - a flag the project sets wins over the dapp's;
 * - a flag it leaves out keeps the dapp's value;
 * - a dapp that passed no `features` at all (`omitted`) gets spec §9's default remote features
 *   under the project's (one that passed `{}` chose the SDK's own defaults: its choice stands);
 * - analytics stay off unless the dapp turned them on: the project may only turn them off;
 * - flags that are no remote feature (send, receive, history, headless) stay the dapp's.
 */
export function mergeRemoteFeatures(local: Features, remote: RemoteFeatures, omitted = false): Features {
  const merged: Features = { ...local, ...(omitted ? DEFAULT_REMOTE_FEATURES : {}) }
  for (const name of REMOTE_FEATURE_NAMES) {
    const value = remote[name]
    if (value !== undefined) Object.assign(merged, { [name]: value })
  }
  merged.analytics = local.analytics && remote.analytics !== false
  return merged
}
