/**
 * Where the lab finds the local cloud. Every remote URL comes from here and defaults to
 * 127.0.0.1, so the lab and its tests never reach outside the machine.
 */
const query = new URLSearchParams(location.search)
const cloud = import.meta.env.VITE_CLOUD_URL ?? 'http://127.0.0.1:8787'
// `?catalogue=10000` asks the local explorer for a bigger generated catalogue.
const catalogue = query.get('catalogue')

export const LAB_CONFIG = {
  projectId: import.meta.env.VITE_PROJECT_ID ?? 'lab-project-id',
  rpcA: import.meta.env.VITE_RPC_A ?? 'http://127.0.0.1:8545',
  rpcB: import.meta.env.VITE_RPC_B ?? 'http://127.0.0.1:8546',
  relayUrl: import.meta.env.VITE_RELAY_URL ?? 'ws://127.0.0.1:8788',
  explorerUrl: catalogue ? `${cloud}/catalogue/${catalogue}` : cloud,
  /** `?featured=id1,id2`: explorer ids shown first on Connect. */
  featuredWalletIds: query.get('featured')?.split(',').filter(Boolean) ?? [],
}
