import type { ChainState, WalletFeatureName } from '@appkit/controllers'
import { isRestrictedTimeZone, pushView, type View } from '@appkit/controllers/modal'
import { useAppKitCore } from '../../context.js'
import { type Snapshot, useProxy } from '../../hooks/use-proxy.js'
import { messages } from '../../messages.js'
import { walletFeaturesOrder } from './wallet-features-order.js'

type WalletFeature = WalletFeatureName

/**
 * The view each wallet feature opens, and whether the account's namespace can do it. Swaps join
 * here when they are built; until then their flag shows nothing.
 */
const FEATURES: Partial<
  Record<WalletFeature, { view: View; available: (chain: Snapshot<ChainState>) => boolean }>
> = {
  // A swap is a contract call the namespace's wallet must be able to send (spec §9: EVM).
  swaps: { view: 'Swap', available: (chain) => Boolean(chain.adapter?.send?.sendCall) },
  // The provider sells EVM coins; not offered in spec §9's restricted time zones.
  onramp: {
    view: 'OnRampBuy',
    available: (chain) => chain.namespace === 'eip155' && !isRestrictedTimeZone(),
  },
  receive: { view: 'Receive', available: () => true },
  send: { view: 'Send', available: (chain) => Boolean(chain.adapter?.send) },
}

/** The feature buttons in `walletFeaturesOrder` (spec §9's by default), each behind its flag, then the activity. */
export function WalletFeatures({ chain }: { chain: Snapshot<ChainState> }) {
  const core = useAppKitCore()
  const { features, api } = useProxy(core.options)
  const shown = walletFeaturesOrder(features.walletFeaturesOrder).filter(
    (name) => features[name] && FEATURES[name]?.available(chain),
  )
  // The activity is read from the dapp's blockchain API: without one there is none to show.
  const activity = features.history && api && chain.adapter?.activity
  if (shown.length === 0 && !activity) return null
  return (
    <nav className="apk-row" aria-label={messages.walletFeatures}>
      {shown.map((name) => (
        <button
          key={name}
          type="button"
          className="apk-button secondary"
          data-testid={`wallet-feature-${name}`}
          onClick={() => pushView(core.router, FEATURES[name]!.view)}
        >
          {messages[name]}
        </button>
      ))}
      {activity && (
        <button
          type="button"
          className="apk-button secondary"
          data-testid="wallet-feature-activity"
          onClick={() => pushView(core.router, 'Activity')}
        >
          {messages.activity}
        </button>
      )}
    </nav>
  )
}
