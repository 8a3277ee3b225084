/** What unit tests of several packages need alike: a network, a synchronous storage. */

/** A network of the dapp for a unit test; its RPC URL is never contacted unless the test says so. */
export function testNetwork<N extends string = 'eip155'>(
  id: number | string,
  namespace: N = 'eip155' as N,
  http: string[] = [`http://127.0.0.1:9/${id}`],
) {
  return {
    id,
    caipNetworkId: `${namespace}:${id}` as `${N}:${string}`,
    chainNamespace: namespace,
    name: `Chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http } },
  }
}

/** localStorage's synchronous slice, in memory; `entries` shows what was written. */
export function memorySyncStorage() {
  const entries = new Map<string, string>()
  return {
    entries,
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => {
      entries.set(key, value)
    },
    removeItem: (key: string) => {
      entries.delete(key)
    },
  }
}
