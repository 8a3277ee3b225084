import { type IWalletKit, WalletKit } from '@reown/walletkit'
import { Core, RELAYER_EVENTS } from '@walletconnect/core'
import { isTestRun } from '@walletconnect/utils'
import type { WalletConfig } from './config.js'
import type { RelayStatus } from './wallet-state.js'

export const WALLET_NAME = 'AppKit Test Wallet (WalletConnect)'

/**
 * Creates WalletConnect's Core on the configured relay and WalletKit on top of it. The page must
 * have set `process.env.IS_VITEST = 'true'` first (index.html does): only then does Core skip its
 * verify and telemetry servers, so nothing leaves 127.0.0.1.
 */
export async function startWalletKit(
  config: WalletConfig,
  onRelay: (status: RelayStatus) => void,
): Promise<IWalletKit> {
  if (!isTestRun()) {
    throw new Error('The test-run flag is not set, so WalletConnect would call its servers: not starting.')
  }
  const core = new Core({
    projectId: config.projectId,
    relayUrl: config.relayUrl,
    customStoragePrefix: config.storagePrefix,
    logger: config.logLevel,
    telemetryEnabled: false,
  })
  // Listen before init: the relayer opens its socket during init when it has topics (a reload).
  core.relayer.on(RELAYER_EVENTS.connect, () => onRelay('connected'))
  core.relayer.on(RELAYER_EVENTS.disconnect, () => onRelay('disconnected'))
  const walletKit = await WalletKit.init({
    core,
    metadata: {
      name: WALLET_NAME,
      description: 'A WalletConnect wallet in a web page, for end-to-end tests on the local cloud.',
      url: location.origin,
      icons: [],
    },
  })
  if (core.relayer.connected) onRelay('connected')
  return walletKit
}
