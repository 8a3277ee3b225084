import { createLogger } from '../src/logging/logger.js'
import { loadProductionConfig } from '../src/production/production-config.js'
import { type ProductionCloud, startProduction } from '../src/production/start-production.js'
import type { CallHandlers } from './ts-process.js'

/**
 * One API instance of the load test: the cloud in production mode with the blockchain API only,
 * on the run's PostgreSQL (every instance on the same database), on a free port. Its upstream
 * node is never reached: the routes the load test reads answer from the database.
 */
export function apiInstanceCalls(): CallHandlers {
  let cloud: ProductionCloud | undefined
  return {
    async start(command) {
      const config = loadProductionConfig({
        SERVICES: 'api',
        DATABASE_URL: String(command.databaseUrl),
        LISTEN_HOST: '127.0.0.1',
        CLOUD_PORT: '0',
        ALLOWED_HOSTS: '127.0.0.1',
        EVM_RPC_URLS: `${command.chainId}=http://127.0.0.1:9`,
      })
      // The log lines are made as in production (one per request) and dropped, not printed.
      cloud = await startProduction(config, createLogger({ write: () => {}, format: 'json' }))
      return { url: cloud.url }
    },
    async close() {
      await cloud?.stop()
      return true
    },
  }
}
