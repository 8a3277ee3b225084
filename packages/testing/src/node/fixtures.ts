/** What unit tests of several packages need alike: a network, a synchronous storage. */

/** Each namespace's coin, as its networks name it. */
const NATIVE: Record<string, { name: string; symbol: string; decimals: number }> = {
  eip155: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  solana: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  bip122: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
}

/**
 * A network of the dapp for a unit test, with its namespace's coin; its RPC URL is never contacted
 * unless the test says so.
 */
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
    nativeCurrency: NATIVE[namespace] ?? NATIVE.eip155!,
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
