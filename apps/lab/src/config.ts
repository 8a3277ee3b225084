/**
 * Where the lab finds the local cloud. Every remote URL comes from here and defaults to
 * 127.0.0.1, so the lab and its tests never reach outside the machine. The query can point one
 * page at another cloud (`?cloud=&rpcA=&rpcB=&relay=`): each Playwright worker runs its own.
 */
const query = new URLSearchParams(location.search)
const env = import.meta.env
const cloud = query.get('cloud') ?? env.VITE_CLOUD_URL ?? 'http://127.0.0.1:8787'
// `?catalogue=10000` asks the local explorer for a bigger generated catalogue.
const catalogue = query.get('catalogue')
const projectId = query.get('projectId') ?? env.VITE_PROJECT_ID ?? 'lab-project-id'

export const LAB_CONFIG = {
  /**
   * `?projectId=lab-refused` names a project whose allowed origins leave the lab out (APKT002);
   * `?projectId=lab-remote-features` one whose remote configuration turns email off.
   */
  projectId,
  /** The chains' own nodes: the test wallets send through them, as a wallet uses its own node. */
  rpcA: query.get('rpcA') ?? env.VITE_RPC_A ?? 'http://127.0.0.1:8545',
  rpcB: query.get('rpcB') ?? env.VITE_RPC_B ?? 'http://127.0.0.1:8546',
  relayUrl: query.get('relay') ?? env.VITE_RELAY_URL ?? 'ws://127.0.0.1:8788',
  /** The cloud's Solana JSON-RPC endpoint (the SVM); the Solana test wallet sends through it. */
  solanaRpc: query.get('solanaRpc') ?? `${cloud}/solana`,
  /** The cloud's Bitcoin test chain's Esplora API; the Bitcoin adapter reads and broadcasts through it. */
  bitcoinEsplora: `${cloud}/bitcoin/regtest/api`,
  explorerUrl: catalogue ? `${cloud}/catalogue/${catalogue}` : cloud,
  /** The blockchain API: tokens, prices, activity, profiles; the dapp's networks read through it. */
  blockchainApiUrl: cloud,
  /** The secure site (its own origin) that runs the embedded wallet for email login. */
  secureSiteUrl: query.get('secureSite') ?? env.VITE_SECURE_SITE_URL ?? 'http://127.0.0.1:4176/',
  /**
   * The analytics host: the cloud's. Nothing goes there unless a configuration turns
   * `features.analytics` on (`?config=analytics`).
   */
  analyticsUrl: cloud,
  /** The cloud's page of the tracking events and error reports it received (`/analytics`). */
  analyticsPageUrl: `${cloud}/analytics?projectId=${encodeURIComponent(projectId)}`,
  /** The cloud's mail inbox, where a person reads the login codes (`/inbox`). */
  inboxUrl: `${cloud}/inbox`,
  /** `?featured=id1,id2`: explorer ids shown first on Connect. */
  featuredWalletIds: query.get('featured')?.split(',').filter(Boolean) ?? [],
  /** `?pending=watch`: refresh the activity while a transaction is pending. */
  watchPendingTransactions: query.get('pending') === 'watch',
}
