import { type CloudConfig, DEFAULT_CONFIG } from './config.js'
import { startServer } from './server.js'
import { type ChainInfo, createChains } from './services/chains/chains.js'
import { explorerService } from './services/explorer/explorer-service.js'
import { healthService } from './services/health.js'
import { startRelay } from './services/relay/relay-server.js'

export interface Cloud {
  /** Base URL of the HTTP server, e.g. http://127.0.0.1:8787. */
  url: string
  /** The WalletConnect relay, e.g. ws://127.0.0.1:8788: the `relayUrl` of dapps and wallets. */
  relayUrl: string
  chains: ChainInfo[]
  /** Stops the server, the relay (and its sockets) and every chain; safe to call more than once. */
  stop(): Promise<void>
}

/**
 * Starts the whole local cloud and resolves once it is ready. The server listens first, so
 * /health answers 503 while the chains boot instead of refusing connections.
 */
export async function startCloud(config: CloudConfig = DEFAULT_CONFIG): Promise<Cloud> {
  const chains = createChains(config.host, config.chains)
  // The relay starts first so that /health can name its URL from the first answer.
  const relay = await startRelay({ host: config.host, port: config.relayPort })
  const server = await startServer(config.host, config.port, [
    healthService(chains, { relayUrl: relay.url }),
    explorerService(),
  ]).catch(async (error: unknown) => {
    await relay.close()
    throw error
  })
  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= Promise.all([server.close(), relay.close(), chains.stop()]).then(() => undefined)
    return stopping
  }
  try {
    await chains.start()
  } catch (error) {
    await stop()
    throw error
  }
  return { url: server.url, relayUrl: relay.url, chains: chains.list(), stop }
}
