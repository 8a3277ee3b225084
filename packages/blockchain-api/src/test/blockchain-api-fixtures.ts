import { type BlockchainApiClientOptions, createBlockchainApiClient } from '../blockchain-api-client.js'
import { ACCOUNT, ether, etherPrice, labUsd, nativeAsset, send, spamNft, tokenAsset } from './api-fixtures.js'
import type { FixtureRequest, FixtureServer } from './fixture-server.js'
import { jsonRpcEndpoint } from './json-rpc-fixture.js'

export const paths = {
  chains: '/v1/supported-chains',
  origins: '/projects/v1/origins',
  balance: `/v1/account/${ACCOUNT}/balance`,
  history: `/v1/account/${ACCOUNT}/history`,
  identity: `/v1/identity/${ACCOUNT}`,
  price: '/v1/fungible/price',
  rpc: '/v1/',
}

/** The identity every request of `apiClient` carries. */
export const IDENTITY = { projectId: 'lab-project', st: 'appkit', sv: 'html-test-1.0.0' }

/** Serves API.md's examples: a two-page history (cursor 'page-2'), prices and wallet_getAssets. */
export function serveBlockchainApi(server: FixtureServer): void {
  server.received.length = 0
  server.reply(paths.chains, { body: { http: ['eip155:31337', 'eip155:31338'], ws: [] } })
  server.reply(paths.origins, { body: { allowedOrigins: ['http://127.0.0.1:4173'] } })
  server.reply(paths.balance, { body: { balances: [ether, labUsd] } })
  server.reply(paths.history, (request) =>
    request.url.searchParams.get('cursor') === 'page-2'
      ? { body: { data: [spamNft], next: null } }
      : { body: { data: [send], next: 'page-2' } },
  )
  server.reply(paths.identity, { body: { name: 'lab.eth', avatar: null } })
  server.reply(paths.price, { body: { fungibles: [etherPrice] } })
  server.reply(
    paths.rpc,
    jsonRpcEndpoint(({ method, params }) =>
      method === 'wallet_getAssets'
        ? { result: { '0x7a69': [nativeAsset, tokenAsset] } }
        : { result: { method, params } },
    ),
  )
}

export function apiClient(server: FixtureServer, options: Partial<BlockchainApiClientOptions> = {}) {
  return createBlockchainApiClient({
    baseUrl: `${server.url}/`,
    projectId: IDENTITY.projectId,
    sdkVersion: IDENTITY.sv,
    ...options,
  })
}

/** The requests the server saw on one path. */
export function seen(server: FixtureServer, path: string): FixtureRequest[] {
  return server.received.filter((request) => request.url.pathname === path)
}

/** The query of the last request on a path, as a plain object. */
export function lastQuery(server: FixtureServer, path: string): Record<string, string> {
  return Object.fromEntries(seen(server, path).at(-1)!.url.searchParams)
}
