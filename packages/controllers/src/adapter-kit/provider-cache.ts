/** One provider per connected account, so a dapp holding it sees the same object each time. */
export interface ProviderCache<P> {
  get(connectorId: string, address: string, make: () => P): P
  /** Drops every account's provider of a connector that disconnected. */
  forget(connectorId: string): void
}

export function createProviderCache<P>(): ProviderCache<P> {
  const providers = new Map<string, P>()
  const key = (connectorId: string, address: string) => `${connectorId}\n${address}`
  return {
    get(connectorId, address, make) {
      const found = providers.get(key(connectorId, address))
      if (found !== undefined) return found
      const made = make()
      providers.set(key(connectorId, address), made)
      return made
    },
    forget(connectorId) {
      for (const each of providers.keys()) if (each.startsWith(`${connectorId}\n`)) providers.delete(each)
    },
  }
}
