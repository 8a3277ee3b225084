import { createLogger } from '../logging/logger.js'
import type { CloudHost } from '../run.js'
import { readConfigFile } from './config-file.js'
import { loadProductionConfig } from './production-config.js'
import { type ProductionCloud, startProduction } from './start-production.js'

/**
 * Runs a production instance as a command: read and check the configuration, start, log one JSON
 * line per event to `write`, and on SIGTERM or SIGINT shut down gracefully: exit 0 when everything
 * drained before the deadline, 1 when something was cut or the start failed.
 */
export async function runProduction(
  host: CloudHost,
  write: (line: string) => void,
): Promise<ProductionCloud | undefined> {
  let log = createLogger({ write, format: 'json' })
  let cloud: ProductionCloud | undefined
  let signalled = false
  const shutdown = (signal: string) => {
    if (signalled) return
    signalled = true
    log.info('shutting down', { signal })
    // Still starting: nothing takes traffic yet, so there is nothing to drain.
    if (cloud === undefined) return host.exit(0)
    void cloud.stop().then((inTime) => {
      if (inTime) log.info('stopped')
      else log.warn('stopped at the deadline: requests or sockets still open were cut')
      host.exit(inTime ? 0 : 1)
    })
  }
  host.once('SIGTERM', () => shutdown('SIGTERM'))
  host.once('SIGINT', () => shutdown('SIGINT'))

  try {
    const path = host.env.CLOUD_CONFIG_FILE?.trim()
    const config = loadProductionConfig(host.env, path ? await readConfigFile(path) : {})
    log = createLogger({ write, format: 'json', level: config.logLevel })
    cloud = await startProduction(config, log)
  } catch (error) {
    log.error('cannot start', { error: error instanceof Error ? error.message : String(error) })
    host.exit(1)
    return undefined
  }
  log.info('ready', { url: cloud.url, relayUrl: cloud.relayUrl })
  return cloud
}
