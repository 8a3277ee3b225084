import { createCoinbaseWalletSDK, type Preference } from '@coinbase/wallet-sdk'
import type { Eip1193Provider } from '../eip1193.js'
import type { ExternalContext } from '../external/external-connector.js'
import type { CoinbaseOptions } from './coinbase-options.js'

/**
 * What the SDK is told: the dapp's name, first icon and chains, and the preference. Telemetry is
 * written as off (4.4.0 has none; later versions read `preference.telemetry`, on by default), so
 * an SDK upgrade does not start sending to Coinbase without the dapp asking.
 */
export function coinbaseSdkParams(options: CoinbaseOptions, context: ExternalContext) {
  const preference: Preference = {
    options: options.preference ?? 'all',
    telemetry: options.telemetry ?? false,
    ...(options.keysUrl !== undefined && { keysUrl: options.keysUrl }),
  }
  return {
    appName: context.metadata?.name ?? '',
    appLogoUrl: context.metadata?.icons?.[0] ?? null,
    appChainIds: context.networks.map((network) => Number(network.id)),
    preference,
  }
}

/** The Coinbase provider: the extension when it is injected, else the SDK's popup provider. */
export function createCoinbaseProvider(options: CoinbaseOptions, context: ExternalContext): Eip1193Provider {
  return createCoinbaseWalletSDK(
    coinbaseSdkParams(options, context),
  ).getProvider() as unknown as Eip1193Provider
}
