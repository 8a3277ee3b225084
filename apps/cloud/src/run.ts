import { startCloud } from './cloud.js'
import type { Cloud } from './cloud-info.js'
import { loadConfig } from './config.js'
import { watchParent } from './parent-watch.js'

/** The parts of `process` the command line uses, so a test can drive it with a fake. */
export interface CloudHost {
  env: Record<string, string | undefined>
  readonly ppid: number
  once(signal: 'SIGINT' | 'SIGTERM', handler: () => void): unknown
  exit(code?: number): void
}

/**
 * Runs the cloud as a command: start, print one line with the URLs, stop on SIGINT/SIGTERM or
 * when the parent goes away. A plain exit (or a crash) is covered lower down: each anvil is
 * killed when the process exits.
 */
export async function runCloud(host: CloudHost, log: (line: string) => void): Promise<Cloud> {
  let cloud: Cloud | undefined
  const shutdown = () => {
    stopWatching()
    // Before the cloud is up there is nothing to stop gracefully; exiting kills the anvils.
    void (cloud?.stop() ?? Promise.resolve()).finally(() => host.exit(0))
  }
  const stopWatching = watchParent(() => host.ppid, shutdown)
  host.once('SIGINT', shutdown)
  host.once('SIGTERM', shutdown)

  cloud = await startCloud(loadConfig(host.env))
  const chains = cloud.chains.map((chain) => `${chain.chainId} ${chain.rpcUrl}`).join(', ')
  const inbox = cloud.smtp ? `; smtp: ${cloud.smtp.url}; inbox: ${cloud.inboxUrl}` : ''
  log(
    `AppKit cloud ready at ${cloud.url} (health: ${cloud.url}/health); chains: ${chains}; solana: ${cloud.solana.rpcUrl}; bitcoin: ${cloud.bitcoin.esploraUrl}; auth: ${cloud.authUrl}${inbox}`,
  )
  return cloud
}
