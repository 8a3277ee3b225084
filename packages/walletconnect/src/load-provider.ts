import { keepAuthenticatedNamespaces } from './keep-authenticated-namespaces.js'
import type { ProviderInitOptions, WalletConnectProvider } from './provider.js'
import { turnVerifyOff } from './verify-off.js'

/**
 * Loads WalletConnect (a large module: only here, by a dynamic import, so a dapp pays for it when
 * the user picks WalletConnect or a session is restored) and starts the provider; restoring a
 * stored session is part of its start.
 */
export async function loadUniversalProvider(
  init: ProviderInitOptions,
  verify: boolean,
): Promise<WalletConnectProvider> {
  const { UniversalProvider } = await import('@walletconnect/universal-provider')
  const provider = await UniversalProvider.init(init)
  if (!verify) turnVerifyOff(provider.client.core.verify)
  keepAuthenticatedNamespaces(provider)
  const slice: WalletConnectProvider = provider
  return slice
}
