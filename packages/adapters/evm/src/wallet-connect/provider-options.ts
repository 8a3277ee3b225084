import type { AdapterContext } from '@appkit/controllers'
import type { EvmWalletConnectOptions } from './options.js'
import type { ProviderInitOptions } from './provider.js'

export const DEFAULT_STORAGE_PREFIX = 'appkit'

/** UniversalProvider's options from the dapp's context and the adapter's WalletConnect options. */
export function providerInitOptions(
  context: Pick<AdapterContext, 'projectId' | 'metadata' | 'walletConnect'>,
  options: EvmWalletConnectOptions,
): ProviderInitOptions {
  const init: ProviderInitOptions = {
    projectId: context.projectId,
    customStoragePrefix: options.storagePrefix ?? DEFAULT_STORAGE_PREFIX,
    logger: 'error',
    telemetryEnabled: options.telemetry ?? false,
    disableProviderPing: true,
  }
  if (context.metadata) init.metadata = context.metadata
  if (context.walletConnect?.relayUrl) init.relayUrl = context.walletConnect.relayUrl
  if (options.storage) init.storage = options.storage
  return init
}

/** Verify follows the relay: a dapp on its own relay does not talk to WalletConnect's servers. */
export function verifyEnabled(
  context: Pick<AdapterContext, 'walletConnect'>,
  options: EvmWalletConnectOptions,
): boolean {
  return options.verify ?? !context.walletConnect?.relayUrl
}
