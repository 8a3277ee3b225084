import type { Database } from '../db/database.js'
import type { Service } from '../http/service.js'
import type { Logger } from '../logging/logger.js'
import type { CloudMetrics } from '../metrics/cloud-metrics.js'
import { instrumentService } from '../metrics/instrument-service.js'
import { metricsService } from '../metrics/metrics-service.js'
import { analyticsService } from '../services/analytics/analytics-service.js'
import { authService } from '../services/auth/auth-service.js'
import { createEsploraClient } from '../services/bitcoin/esplora-client.js'
import { blockchainApiService } from '../services/blockchain-api/api-service.js'
import { explorerService } from '../services/explorer/explorer-service.js'
import { farcasterService } from '../services/farcaster/farcaster-service.js'
import { onChainFids } from '../services/farcaster/on-chain-fids.js'
import { type ReadinessCheck, readinessService } from '../services/health.js'
import type { MailSender } from '../services/mail/mail-sender.js'
import { DEFAULT_ALLOWED_ORIGINS } from '../services/origins/allowed-origins.js'
import { originsService } from '../services/origins/origins-service.js'
import { configService } from '../services/remote-config/config-service.js'
import { siwxService } from '../services/siwx/siwx-service.js'
import type { ProductionConfig } from './production-config.js'

export interface ProductionServicesContext {
  config: ProductionConfig
  db: Database
  /** Set whenever the auth or siwx service runs. */
  mail: MailSender | undefined
  metrics: CloudMetrics
  log: Logger
  checks: readonly ReadinessCheck[]
}

/**
 * The HTTP services a production instance runs: the probes and /metrics, then each configured
 * service, instrumented. No test routes, inbox, local chains or faucet: the API reads the
 * configured upstream nodes.
 */
export function productionServices(ctx: ProductionServicesContext): Service[] {
  const { config, metrics, log } = ctx
  const db = Promise.resolve(ctx.db)
  const secret = Buffer.from(config.authSecret ?? '', 'utf8')
  const instrument = (name: string, service: Service) =>
    instrumentService(service, { name, metrics, log: log.child(name) })
  // loadProductionConfig requires SMTP_URL with auth or siwx, and the starter makes the sender then.
  const mail = () => ctx.mail!
  const fids = config.farcaster && onChainFids(config.farcaster)

  const services: Service[] = [readinessService(ctx.checks), metricsService(metrics.registry)]
  if (config.services.has('api')) {
    const backend = db.then((ready) => ({
      db: ready,
      chains: config.evmChains,
      tokens: [],
      solana: config.solanaChains,
      bitcoin: config.esploraUrls.map((baseUrl) => createEsploraClient({ baseUrl })),
    }))
    services.push(instrument('api', blockchainApiService({ backend })))
  }
  if (config.services.has('auth')) {
    const auth = authService({
      db,
      mail: mail(),
      secret,
      secureSiteOrigin: config.secureSiteOrigin!,
      publicUrl: config.publicUrl,
      trustedProxies: config.trustedProxies,
      social: config.social,
      // Without a registry to read (README, "Production"), Farcaster login says it is not set up
      // rather than checking sign-ins against the dev cloud's test fids.
      farcaster: fids ? { registry: fids } : false,
    })
    services.push(instrument('auth', auth))
    // The auth relay's channels, checked against the same registry read, beside the login that uses them.
    if (fids) {
      const backend = db.then((ready) => ({ db: ready, registryRpcUrl: undefined }))
      services.push(instrument('farcaster', farcasterService({ backend, lookup: fids })))
    }
  }
  if (config.services.has('origins')) {
    const origins = originsService({
      db,
      defaults: config.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS,
      projects: config.projectOrigins,
    })
    services.push(instrument('origins', origins))
    // The project's other settings: its remote features (spec §7 GET /appkit/v1/config).
    services.push(instrument('origins', configService({ projects: config.projectFeatures })))
  }
  if (config.services.has('siwx')) {
    const backend = db.then((ready) => ({ db: ready, chains: config.evmChains }))
    services.push(instrument('siwx', siwxService({ backend, mail: mail(), secret, limits: config.siwx })))
  }
  // Before the explorer, whose own /getAnalyticsConfig says off; without the page of what arrived.
  if (config.services.has('analytics')) {
    const analytics = analyticsService({ db, projectsOff: config.analyticsOffProjects })
    services.push(instrument('analytics', analytics))
  }
  if (config.services.has('explorer')) services.push(instrument('explorer', explorerService()))
  return services
}
