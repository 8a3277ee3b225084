/** Where UniversalProvider 2.25 keeps a session's optional namespaces (its `persist` key). */
export const OPTIONAL_NAMESPACES_KEY = 'wc@2:universal_provider:/optionalNamespaces'

interface Authenticating {
  authenticate(...args: never[]): Promise<{ session?: { topic: string } }>
  optionalNamespaces?: unknown
  client: { core: { storage: { setItem(key: string, value: unknown): Promise<void> } } }
}

/**
 * UniversalProvider 2.25 stores the optional namespaces of a session made by `connect`, not of one
 * made by `authenticate`, and its providers read the namespaces' `rpcMap`: after a reload, a
 * one-step session would read through WalletConnect's RPC instead of the dapp's. This stores them
 * as `connect` does, under the key its `persist` uses. Check again when upgrading WalletConnect.
 */
export function keepAuthenticatedNamespaces<P extends Authenticating>(provider: P): void {
  const authenticate = provider.authenticate.bind(provider)
  provider.authenticate = (async (...args: never[]) => {
    const result = await authenticate(...args)
    const topic = result.session?.topic
    if (topic && provider.optionalNamespaces) {
      await provider.client.core.storage.setItem(
        `${OPTIONAL_NAMESPACES_KEY}${topic}`,
        provider.optionalNamespaces,
      )
    }
    return result
  }) as P['authenticate']
}
