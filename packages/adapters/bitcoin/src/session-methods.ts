/**
 * The bip122 methods the wallet approved in the WalletConnect session, read from the provider
 * (`session.namespaces`, keyed `bip122` or `bip122:<chain>`); undefined when the session says
 * nothing, so the request is tried and the wallet answers. A method it did not approve would
 * otherwise go to the network's HTTP endpoint, which knows no wallet methods.
 */
export function sessionMethods(provider: unknown): string[] | undefined {
  const namespaces = (provider as { session?: { namespaces?: unknown } } | undefined)?.session?.namespaces
  if (typeof namespaces !== 'object' || namespaces === null) return undefined
  const methods = Object.entries(namespaces)
    .filter(([key]) => key === 'bip122' || key.startsWith('bip122:'))
    .flatMap(([, value]) => (value as { methods?: unknown })?.methods)
    .filter((method): method is string => typeof method === 'string')
  return methods.length > 0 ? methods : undefined
}
