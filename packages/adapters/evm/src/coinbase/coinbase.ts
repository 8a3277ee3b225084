import type { Eip1193Provider } from '../eip1193.js'
import type { EvmExternalConnector } from '../external/external-connector.js'
import { COINBASE_ICON } from './coinbase-icon.js'
import type { CoinbaseOptions } from './coinbase-options.js'

export type { CoinbaseOptions }

/** The connector's id, as wagmi names it, so stored connections read the same. */
export const COINBASE_CONNECTOR_ID = 'coinbaseWalletSDK'

/**
 * The Coinbase Wallet connector. The SDK loads when the user picks it (or resumes a connection
 * made with it), never with the page. With the extension installed the SDK hands over the
 * extension; without it, a popup of the Smart Wallet site.
 */
export function coinbase(options: CoinbaseOptions = {}): EvmExternalConnector {
  return {
    connector: {
      id: COINBASE_CONNECTOR_ID,
      name: 'Coinbase Wallet',
      chain: 'eip155',
      type: 'EXTERNAL',
      imageUrl: COINBASE_ICON,
    },
    // The extension also announces itself (EIP-6963); the SDK reaches it, so it is listed once.
    replaces: ['com.coinbase.wallet'],
    load: (context) =>
      import('./coinbase-provider.js').then((chunk) => chunk.createCoinbaseProvider(options, context)),
    async disconnect(provider) {
      // The SDK forgets its session (and its storage); the extension's provider has no such call.
      const { disconnect } = provider as Eip1193Provider & { disconnect?: () => Promise<void> }
      if (typeof disconnect === 'function') await disconnect.call(provider)
    },
  }
}
