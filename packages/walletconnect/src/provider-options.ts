import type { WalletConnectInit } from './options.js'
import type { ProviderInitOptions } from './provider.js'

export const DEFAULT_STORAGE_PREFIX = 'appkit'

/** UniversalProvider's options from what the instance knows of the dapp and its WalletConnect options. */
export function providerInitOptions(init: WalletConnectInit): ProviderInitOptions {
  const options: ProviderInitOptions = {
    projectId: init.projectId,
    customStoragePrefix: init.storagePrefix ?? DEFAULT_STORAGE_PREFIX,
    logger: 'error',
    telemetryEnabled: init.telemetry ?? false,
    disableProviderPing: true,
  }
  if (init.metadata) options.metadata = init.metadata
  if (init.relayUrl) options.relayUrl = init.relayUrl
  if (init.storage) options.storage = init.storage
  return options
}

/** Verify follows the relay: a dapp on its own relay does not talk to WalletConnect's servers. */
export function verifyEnabled(init: WalletConnectInit): boolean {
  return init.verify ?? !init.relayUrl
}
