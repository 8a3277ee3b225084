import type { Database } from '../db/database.js'
import { openDatabase } from '../db/open-database.js'
import { edgeOptions } from '../edge/edge-config.js'
import { type RunningServer, startServer } from '../http/server.js'
import type { Logger } from '../logging/logger.js'
import { type CloudMetrics, createCloudMetrics } from '../metrics/cloud-metrics.js'
import type { ReadinessCheck } from '../services/health.js'
import { createMailSender, type MailSender } from '../services/mail/mail-sender.js'
import { type RunningRelay, startRelay } from '../services/relay/relay-server.js'
import { acceptsConnections } from './port-check.js'
import type { ProductionConfig } from './production-config.js'
import { productionServices } from './production-services.js'

export interface ProductionCloud {
  /** The HTTP port's base URL, e.g. http://0.0.0.0:8787. */
  url: string
  /** The relay's URL; undefined when the relay is not among the services. */
  relayUrl: string | undefined
  metrics: CloudMetrics
  /**
   * The graceful shutdown: no new connections, requests in flight answered, relay sockets closed
   * with the reconnect code, then the mail sender and the database. Resolves false when the
   * deadline cut something short. Safe to call more than once.
   */
  stop(): Promise<boolean>
}

/** Starts a production instance from a checked configuration; resolves once it takes traffic. */
export async function startProduction(config: ProductionConfig, log: Logger): Promise<ProductionCloud> {
  const metrics = createCloudMetrics()
  const edge = edgeOptions({
    allowedHosts: config.allowedHosts,
    trustedOrigins: config.trustedOrigins,
    relayPublicUrls: config.relayPublicUrls,
    publicUrl: config.publicUrl,
    secureSiteOrigin: config.secureSiteOrigin,
    allowedOrigins: config.allowedOrigins,
    projectOrigins: config.projectOrigins,
  })
  // Migrations run here: an instance that cannot reach its database must not take traffic.
  const { db } = await openDatabase({ dataDir: undefined, databaseUrl: config.databaseUrl })
  let relay: RunningRelay | undefined
  let mail: MailSender | undefined
  let server: RunningServer | undefined
  try {
    if (config.services.has('relay')) {
      const relayLog = log.child('relay')
      relay = await startRelay({
        host: config.host,
        port: config.relayPort,
        ...edge,
        ...(config.redisUrl === undefined ? {} : { redisUrl: config.redisUrl }),
        publicUrls: config.relayPublicUrls,
        onRefused({ status, reason, clientId, origin }) {
          metrics.relayRefused.inc({ status: String(status) })
          relayLog.warn('connection refused', { status, reason, clientId, origin })
        },
        onError(error) {
          metrics.relayErrors.inc()
          relayLog.error('request failed', { error })
        },
        onMetric: (event) => (event === 'published' ? metrics.relayPublished : metrics.relayDelivered).inc(),
      })
      metrics.readRelaySockets(relay.socketCount)
    }
    if (config.services.has('auth') || config.services.has('siwx')) {
      mail = createMailSender({ url: config.smtpUrl!, from: config.mailFrom })
    }
    const checks: ReadinessCheck[] = [{ name: 'database', check: () => reachable(db) }]
    const relayPort = relay?.port
    if (relayPort !== undefined) {
      checks.push({ name: 'relay', check: () => acceptsConnections(config.host, relayPort) })
    }
    const services = productionServices({ config, db, mail, metrics, log, checks })
    server = await startServer(config.host, config.port, services, { allowedHosts: edge.allowedHosts })
  } catch (error) {
    await relay?.close()
    mail?.close()
    await db.close()
    throw error
  }

  const started = server
  let stopping: Promise<boolean> | undefined
  const stop = () => {
    stopping ??= (async () => {
      const deadline = Date.now() + config.shutdownDeadlineMs
      const left = () => Math.max(0, deadline - Date.now())
      // Each server says whether it had to cut something: a clock read after the cut can still fall
      // a millisecond short of the deadline (timers fire on their own clock).
      const drained = await Promise.all([started.drain(left()), relay?.drain(left()) ?? true])
      mail?.close()
      await db.close()
      return drained.every(Boolean)
    })()
    return stopping
  }
  return { url: started.url, relayUrl: relay?.url, metrics, stop }
}

async function reachable(db: Database): Promise<boolean> {
  await db.query('select 1')
  return true
}
