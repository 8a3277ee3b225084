import { WALLET_FEATURES_ORDER } from '@appkit/common'
import type { WalletFeatureName } from '@appkit/controllers'

/**
 * The wallet features in the dapp's order (`features.walletFeaturesOrder`), then those it left out
 * in spec §9's order (onramp, swaps, receive, send). Unknown names and repeats are dropped.
 */
export function walletFeaturesOrder(asked: readonly string[] | undefined): WalletFeatureName[] {
  const known = (name: string): name is WalletFeatureName => WALLET_FEATURES_ORDER.some((f) => f === name)
  const first = (asked ?? []).filter(known)
  return [...new Set([...first, ...WALLET_FEATURES_ORDER])]
}
