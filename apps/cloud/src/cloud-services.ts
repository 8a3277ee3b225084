import type { CloudConfig } from './config.js'
import type { Service } from './http/service.js'
import { analyticsService } from './services/analytics/analytics-service.js'
import { bitcoinService } from './services/bitcoin/bitcoin-service.js'
import type { BitcoinLedger } from './services/bitcoin/ledger.js'
import type { ApiBackend } from './services/blockchain-api/api-context.js'
import { blockchainApiService } from './services/blockchain-api/api-service.js'
import { createFaultQueue } from './services/blockchain-api/fault-queue.js'
import { faultService } from './services/blockchain-api/fault-service.js'
import type { Chains } from './services/chains/chains.js'
import { explorerService } from './services/explorer/explorer-service.js'
import { expireLiveChannels } from './services/farcaster/channel-store.js'
import { farcasterService } from './services/farcaster/farcaster-service.js'
import { healthService } from './services/health.js'
import type { MailAuth } from './services/mail-auth.js'
import type { IdTokenFaults } from './services/oidc/id-token-faults.js'
import type { DevOidc } from './services/oidc/oidc-service.js'
import { onrampService } from './services/onramp/onramp-service.js'
import { configService } from './services/remote-config/config-service.js'
import { siwxService } from './services/siwx/siwx-service.js'
import { bundlerService } from './services/smart-accounts/bundler-service.js'
import { paymasterService } from './services/smart-accounts/paymaster-service.js'
import type { SmartAccountsBackend } from './services/smart-accounts/smart-accounts-backend.js'
import { DEFAULT_SPONSORSHIP } from './services/smart-accounts/sponsor-policy.js'
import type { SolanaChain } from './services/solana/solana-chain.js'
import { solanaService } from './services/solana/solana-service.js'

/** What the services are made from: the config, and what the cloud starts (most of it still starting). */
export interface CloudServicesContext {
  config: CloudConfig
  chains: Pick<Chains, 'list' | 'answering'>
  /** What /health names beside the chains (the relay's URL, the Solana node's). */
  health: Record<string, unknown>
  /** Pages that may use the Solana node (edge/origin-check.ts). */
  trustedOrigin: (origin: string | undefined) => boolean
  solanaChain: Promise<SolanaChain>
  backend: Promise<ApiBackend>
  bitcoinLedger: Promise<BitcoinLedger>
  /** The ERC-4337 contracts and the chains' bundlers, for /v1/bundler and /v1/paymaster. */
  smartAccounts: Promise<SmartAccountsBackend>
  mailAuth: Pick<MailAuth, 'services' | 'mail' | 'secret'>
  /** The lab's OpenID Connect provider (its issuers start once the server listens). */
  oidc: DevOidc
  /** Test mode: the ID-token faults POST /test/faults arms for it. */
  idTokenFaults?: IdTokenFaults | undefined
}

/**
 * Every service of the cloud, in the order the server asks them: the first that owns a request
 * answers it. Each is a `Service` made from its options; adding one is a line here.
 */
export function cloudServices(ctx: CloudServicesContext): Service[] {
  const { config } = ctx
  const { now: siwxNow, ...siwxLimits } = config.siwx ?? {}
  return [
    // Test mode only: in a default start, /test/faults is a 404 like any unknown path. First, so an
    // armed fault covers every service.
    ...(config.testMode
      ? [
          faultService({
            queue: createFaultQueue(),
            idTokenFaults: ctx.idTokenFaults,
            expireFarcasterChannels: () => ctx.backend.then(({ db }) => expireLiveChannels(db, Date.now())),
          }),
        ]
      : []),
    healthService(ctx.chains, ctx.health),
    // Before the blockchain API, which answers 404 for the rest of /v1.
    onrampService({ backend: ctx.backend }),
    bundlerService({ backend: ctx.smartAccounts, testMode: config.testMode }),
    paymasterService({ backend: ctx.smartAccounts, sponsorship: config.sponsorship ?? DEFAULT_SPONSORSHIP }),
    blockchainApiService({ backend: ctx.backend }),
    solanaService({ chain: ctx.solanaChain, trustedOrigin: ctx.trustedOrigin }),
    bitcoinService({ ledger: ctx.bitcoinLedger, feeEstimates: config.bitcoin?.feeEstimates }),
    ...ctx.mailAuth.services,
    ctx.oidc.service,
    siwxService({
      backend: ctx.backend,
      mail: ctx.mailAuth.mail,
      secret: ctx.mailAuth.secret,
      limits: siwxLimits,
      trustedProxies: config.trustedProxies,
      now: siwxNow,
    }),
    // Before the explorer, whose own /getAnalyticsConfig (always off) serves the production mode.
    analyticsService({
      db: ctx.backend.then(({ db }) => db),
      projectsOff: config.analyticsOffProjects,
      page: true,
    }),
    explorerService(),
    configService({ projects: config.projectFeatures }),
    // The official client reads the Farcaster registries from the first local chain.
    farcasterService({
      backend: ctx.backend.then(({ db, chains }) => ({ db, registryRpcUrl: chains[0]?.rpcUrl })),
    }),
  ]
}
