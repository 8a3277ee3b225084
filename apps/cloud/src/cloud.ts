import { join } from 'node:path'
import type { BitcoinInfo, Cloud, SmartAccountsInfo, SolanaInfo } from './cloud-info.js'
import { cloudServices } from './cloud-services.js'
import { type CloudConfig, DEFAULT_CONFIG } from './config.js'
import { openDataDir } from './data-dir.js'
import { deferred } from './deferred.js'
import { edgeOptions } from './edge/edge-config.js'
import { originCheck } from './edge/origin-check.js'
import { startServer } from './http/server.js'
import { DEFAULT_SECURE_SITE_ORIGIN } from './mail-auth-config.js'
import {
  devSocialProviders,
  type SocialConfig,
  type SocialProvider,
  withProviders,
} from './services/auth/social/social-config.js'
import { createEsploraClient } from './services/bitcoin/esplora-client.js'
import {
  BITCOIN_LAB_CHAIN_ID,
  BITCOIN_TEST_PATH,
  ESPLORA_PATH,
  LAB_BITCOIN_FUNDING,
} from './services/bitcoin/lab-chain.js'
import { type BitcoinLedger, startBitcoinLedger } from './services/bitcoin/ledger.js'
import type { ApiBackend } from './services/blockchain-api/api-context.js'
import { createChains } from './services/chains/chains.js'
import { startMailAuth } from './services/mail-auth.js'
import { createIdTokenFaults } from './services/oidc/id-token-faults.js'
import { devOidc } from './services/oidc/oidc-service.js'
import { startRelay } from './services/relay/relay-server.js'
import { LAB_AA } from './services/smart-accounts/aa-accounts.js'
import { BUNDLER_PATH } from './services/smart-accounts/bundler-service.js'
import { createBundlers } from './services/smart-accounts/bundlers.js'
import { PAYMASTER_PATH } from './services/smart-accounts/paymaster-service.js'
import type { SmartAccountsBackend } from './services/smart-accounts/smart-accounts-backend.js'
import { SOLANA_LAB } from './services/solana/lab-chain.js'
import { startSolanaChain } from './services/solana/solana-chain.js'
import { SOLANA_PATH } from './services/solana/solana-service.js'
import { testTokensFor } from './services/tokens/test-tokens.js'
import { startBackend } from './start-backend.js'

/**
 * Starts the whole local cloud and resolves once it is ready. The server listens first, so /health
 * answers 503 while the chains boot instead of refusing connections; the database, the chains and
 * the token contract are prepared side by side.
 */
export async function startCloud(config: CloudConfig = DEFAULT_CONFIG): Promise<Cloud> {
  const dataDir = await openDataDir(config.dataDir)
  // Every port answers only to its own names (DNS rebinding); the relay and chains only to trusted pages.
  const edge = edgeOptions(config)
  const chains = createChains(config.host, config.chains, join(dataDir.path, 'chains'), edge)
  const tokens = testTokensFor(config.chains.map((chain) => chain.chainId))
  const backend = deferred<ApiBackend>()
  const bitcoinLedger = deferred<BitcoinLedger>()
  const smartAccounts = deferred<SmartAccountsBackend>()
  // The cloud's own issuers are named after its URL, known once it listens (port 0 in tests).
  const social = deferred<SocialConfig>()
  const idTokenFaults = config.testMode ? createIdTokenFaults() : undefined
  const oidc = devOidc({
    secureSiteOrigin: config.secureSiteOrigin ?? DEFAULT_SECURE_SITE_ORIGIN,
    clientSecret: config.socialClientSecret,
    keysDir: dataDir.path,
    faults: idTokenFaults,
  })
  // Replays its journal while the rest starts; the node's requests wait for it.
  const solanaChain = startSolanaChain({ journalPath: join(dataDir.path, 'chains', 'solana.jsonl') })
  solanaChain.catch(() => undefined)

  const cleanups: (() => Promise<void>)[] = [
    () => dataDir.release(),
    async () => (await solanaChain.catch(() => undefined))?.close(),
  ]
  // Undone in reverse order of starting; each step only after the ones that depend on it.
  const undo = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined)
  }
  try {
    // The relay starts first so that /health can name its URL from the first answer.
    const relay = await startRelay({
      host: config.host,
      port: config.relayPort,
      redisUrl: config.redisUrl,
      ...edge,
      publicUrls: config.relayPublicUrls ?? [],
    })
    cleanups.push(() => relay.close())
    // Its SMTP server listens now, so a taken SMTP_PORT fails the start; the rest waits for the database.
    const mailAuth = await startMailAuth({
      host: config.host,
      config,
      db: backend.promise.then((ready) => ready.db),
      dataDir,
      limits: config.authLimits,
      social: social.promise,
    })
    cleanups.push(() => mailAuth.close())
    // The Solana node's URLs follow the server's port, known only once it listens (port 0 in tests).
    const solanaInfo: SolanaInfo = { rpcUrl: '', wsUrl: '', chainId: SOLANA_LAB.chainId }
    // /health spreads these at each answer: smartAccounts joins them once the contracts are deployed.
    const socialProviders: SocialProvider[] = []
    const health: Record<string, unknown> = { relayUrl: relay.url, solana: solanaInfo, socialProviders }
    const services = cloudServices({
      config,
      chains,
      health,
      trustedOrigin: originCheck(edge),
      solanaChain,
      backend: backend.promise,
      bitcoinLedger: bitcoinLedger.promise,
      smartAccounts: smartAccounts.promise,
      mailAuth,
      oidc,
      idTokenFaults,
    })
    const server = await startServer(config.host, config.port, services, { allowedHosts: edge.allowedHosts })
    solanaInfo.rpcUrl = `${server.url}${SOLANA_PATH}`
    solanaInfo.wsUrl = `${server.url.replace(/^http/, 'ws')}${SOLANA_PATH}`
    cleanups.push(() => server.close())
    await oidc.start(server.url)
    socialProviders.push(...withProviders(devSocialProviders(server.url), config.social?.providers ?? []))
    social.resolve({ providers: socialProviders, linkByEmail: config.social?.linkByEmail ?? false })

    // A temporary data dir goes on stop: its database may as well live in memory (twice as fast).
    const dbDir = dataDir.temporary ? undefined : dataDir.path
    const [{ db, indexer, swaps, smartAccounts: aaDeployments }, solanaStarted] = await Promise.all([
      startBackend(config, dbDir, chains, cleanups),
      solanaChain,
    ])
    // Each chain's bundler starts on first use (bundlers.ts): the cloud is ready without waiting for one.
    const bundlers = createBundlers(chains.list())
    cleanups.push(() => bundlers.close())
    smartAccounts.resolve({ chains: chains.list(), deployments: aaDeployments, bundlers })
    const smartAccountsInfo: SmartAccountsInfo = {
      ...LAB_AA,
      bundlerUrl: `${server.url}${BUNDLER_PATH}`,
      paymasterUrl: `${server.url}${PAYMASTER_PATH}`,
    }
    health.smartAccounts = smartAccountsInfo
    // Block 1's funding is written before the cloud is ready, so a test sees it at once.
    const fund = config.bitcoin?.fund ?? LAB_BITCOIN_FUNDING
    const ledger = await startBitcoinLedger({ db, fund, now: config.bitcoin?.now })
    bitcoinLedger.resolve(ledger)
    const bitcoin: BitcoinInfo = {
      esploraUrl: `${server.url}${ESPLORA_PATH}`,
      testUrl: `${server.url}${BITCOIN_TEST_PATH}`,
      chainId: BITCOIN_LAB_CHAIN_ID,
    }
    backend.resolve({
      db,
      chains: chains.list(),
      tokens,
      swaps,
      solana: [{ chainId: solanaInfo.chainId, rpcUrl: solanaInfo.rpcUrl }],
      // The blockchain API reads Bitcoin over HTTP, as it would a real Esplora: one setting moves it.
      bitcoin: [createEsploraClient({ baseUrl: config.bitcoin?.esploraUrl ?? bitcoin.esploraUrl })],
    })

    let stopping: Promise<void> | undefined
    const stop = () => {
      stopping ??= (async () => {
        try {
          await server.close()
          await mailAuth.close()
          // Before the database closes: a step in flight finishes its write first.
          await indexer.stop()
          // Before the chains: a bundler polling a stopped chain only logs errors.
          await bundlers.close()
          await Promise.all([relay.close(), chains.stop(), db.close()])
          solanaStarted.close()
        } finally {
          await dataDir.release()
        }
      })()
      return stopping
    }
    return {
      url: server.url,
      relayUrl: relay.url,
      chains: chains.list(),
      tokens,
      solana: { ...solanaInfo },
      bitcoin,
      smartAccounts: smartAccountsInfo,
      stopBundler: (chainId) => bundlers.stop(chainId),
      startBundler: async (chainId) => {
        await bundlers.start(chainId)
      },
      authUrl: `${server.url}/auth/v1`,
      socialProviders: [...socialProviders],
      inboxUrl: mailAuth.smtp ? `${server.url}/inbox` : undefined,
      smtp: mailAuth.smtp,
      dataDir: dataDir.path,
      stop,
    }
  } catch (error) {
    backend.reject(error)
    bitcoinLedger.reject(error)
    smartAccounts.reject(error)
    social.reject(error)
    await undo()
    throw error
  }
}
