import { type CloudConfig, DEFAULT_CONFIG } from './config.js'
import { startServer } from './server.js'
import { type ChainInfo, createChains } from './services/chains/chains.js'
import { healthService } from './services/health.js'

export interface Cloud {
  /** Base URL of the HTTP server, e.g. http://127.0.0.1:8787. */
  url: string
  chains: ChainInfo[]
  /** Stops the server and every chain; safe to call more than once. */
  stop(): Promise<void>
}

/**
 * Starts the whole local cloud and resolves once it is ready. The server listens first, so
 * /health answers 503 while the chains boot instead of refusing connections.
 */
export async function startCloud(config: CloudConfig = DEFAULT_CONFIG): Promise<Cloud> {
  const chains = createChains(config.host, config.chains)
  const server = await startServer(config.host, config.port, [healthService(chains)])
  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= Promise.all([server.close(), chains.stop()]).then(() => undefined)
    return stopping
  }
  try {
    await chains.start()
  } catch (error) {
    await stop()
    throw error
  }
  return { url: server.url, chains: chains.list(), stop }
}
