import { join } from 'node:path'
import { type CloudConfig, DEFAULT_CONFIG, DEV_ACCOUNTS } from './config.js'
import { openDataDir } from './data-dir.js'
import type { Database } from './db/database.js'
import { openDatabase } from './db/open-database.js'
import { edgeOptions } from './edge/edge-config.js'
import { originCheck } from './edge/origin-check.js'
import { startServer } from './http/server.js'
import { bitcoinService } from './services/bitcoin/bitcoin-service.js'
import { createEsploraClient } from './services/bitcoin/esplora-client.js'
import {
  BITCOIN_LAB_CHAIN_ID,
  BITCOIN_TEST_PATH,
  ESPLORA_PATH,
  LAB_BITCOIN_FUNDING,
} from './services/bitcoin/lab-chain.js'
import { type BitcoinLedger, startBitcoinLedger } from './services/bitcoin/ledger.js'
import type { ApiBackend } from './services/blockchain-api/api-context.js'
import { blockchainApiService } from './services/blockchain-api/api-service.js'
import { createFaultQueue } from './services/blockchain-api/fault-queue.js'
import { faultService } from './services/blockchain-api/fault-service.js'
import { type ChainInfo, createChains } from './services/chains/chains.js'
import { explorerService } from './services/explorer/explorer-service.js'
import { healthService } from './services/health.js'
import { type Indexer, startIndexer } from './services/indexer/indexer.js'
import { startMailAuth } from './services/mail-auth.js'
import { startRelay } from './services/relay/relay-server.js'
import { siwxService } from './services/siwx/siwx-service.js'
import { SOLANA_LAB } from './services/solana/lab-chain.js'
import { startSolanaChain } from './services/solana/solana-chain.js'
import { SOLANA_PATH, solanaService } from './services/solana/solana-service.js'
import { compileLabToken } from './services/tokens/compile-token.js'
import { deployTestTokens } from './services/tokens/deploy-tokens.js'
import { type TestToken, testTokensFor } from './services/tokens/test-tokens.js'

export interface Cloud {
  /** Base URL of the HTTP server, e.g. http://127.0.0.1:8787; also the blockchain API's base URL. */
  url: string
  /** The WalletConnect relay, e.g. ws://127.0.0.1:8788: the `relayUrl` of dapps and wallets. */
  relayUrl: string
  chains: ChainInfo[]
  /** The test tokens deployed on every chain (TEST_TOKENS on the default chains). */
  tokens: TestToken[]
  /**
   * The local Solana chain (LiteSVM, in this process): a Solana JSON-RPC node at `rpcUrl`
   * (e.g. http://127.0.0.1:8787/solana) with its subscriptions at `wsUrl` (ws://…/solana).
   */
  solana: SolanaInfo
  /** The Bitcoin test chain (a regtest-style ledger in the database): its Esplora API and test routes. */
  bitcoin: BitcoinInfo
  /** The embedded wallet's auth API (AUTH.md), e.g. http://127.0.0.1:8787/auth/v1. */
  authUrl: string
  /**
   * The local inbox, a page for people (e.g. http://127.0.0.1:8787/inbox); tests read the same mail
   * as JSON at `${url}/inbox/v1/messages?to=`. Undefined with INBOX=off.
   */
  inboxUrl: string | undefined
  /** The cloud's own SMTP server, which fills the inbox (port 0 in tests). Undefined with INBOX=off. */
  smtp: { host: string; port: number; url: string } | undefined
  /**
   * Where the database and the chains' state live. Without `config.dataDir`: a temporary directory
   * for the chains' state, and the database in memory; both gone on stop.
   */
  dataDir: string
  /**
   * Stops the server, the relay (and its sockets), the indexer, every chain (which writes its state)
   * and the database; safe to call more than once.
   */
  stop(): Promise<void>
}

export interface SolanaInfo {
  rpcUrl: string
  wsUrl: string
  /** CAIP-2: SOLANA_LAB_CHAIN_ID of @appkit/testing. */
  chainId: string
}

export interface BitcoinInfo {
  /** The chain's Esplora-compatible API, e.g. http://127.0.0.1:8787/bitcoin/regtest/api. */
  esploraUrl: string
  /** POST `${testUrl}/fund` and `${testUrl}/mine`, e.g. http://127.0.0.1:8787/bitcoin/regtest/test. */
  testUrl: string
  /** CAIP-2: BITCOIN_LAB_CHAIN_ID (regtest's genesis). */
  chainId: string
}

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
  const faults = createFaultQueue()
  // Replays its journal while the rest starts; the node's requests wait for it.
  const solanaChain = startSolanaChain({ journalPath: join(dataDir.path, 'chains', 'solana.jsonl') })
  solanaChain.catch(() => undefined)
  const solana = solanaService({ chain: solanaChain, trustedOrigin: originCheck(edge) })

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
    const relay = await startRelay({ host: config.host, port: config.relayPort, ...edge })
    cleanups.push(() => relay.close())
    // Its SMTP server listens now, so a taken SMTP_PORT fails the start; the rest waits for the database.
    const mailAuth = await startMailAuth({
      host: config.host,
      config,
      db: backend.promise.then((ready) => ready.db),
      dataDir,
      limits: config.authLimits,
    })
    cleanups.push(() => mailAuth.close())
    const { now: siwxNow, ...siwxLimits } = config.siwx ?? {}
    // The Solana node's URLs follow the server's port, known only once it listens (port 0 in tests).
    const solanaInfo: SolanaInfo = { rpcUrl: '', wsUrl: '', chainId: SOLANA_LAB.chainId }
    const services = [
      // Test mode only: in a default start, /test/faults is a 404 like any unknown path.
      ...(config.testMode ? [faultService({ queue: faults })] : []),
      healthService(chains, { relayUrl: relay.url, solana: solanaInfo }),
      blockchainApiService({ backend: backend.promise }),
      solana,
      bitcoinService({ ledger: bitcoinLedger.promise, feeEstimates: config.bitcoin?.feeEstimates }),
      ...mailAuth.services,
      siwxService({
        backend: backend.promise,
        mail: mailAuth.mail,
        secret: mailAuth.secret,
        limits: siwxLimits,
        now: siwxNow,
      }),
      explorerService(),
    ]
    const server = await startServer(config.host, config.port, services, { allowedHosts: edge.allowedHosts })
    solanaInfo.rpcUrl = `${server.url}${SOLANA_PATH}`
    solanaInfo.wsUrl = `${server.url.replace(/^http/, 'ws')}${SOLANA_PATH}`
    cleanups.push(async () => {
      solana.close()
      await server.close()
    })

    // A temporary data dir goes on stop: its database may as well live in memory (twice as fast).
    const dbDir = dataDir.temporary ? undefined : dataDir.path
    const [{ db, indexer }, solanaStarted] = await Promise.all([
      startBackend(config, dbDir, chains, cleanups),
      solanaChain,
    ])
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
      solana: [{ chainId: solanaInfo.chainId, rpcUrl: solanaInfo.rpcUrl }],
      // The blockchain API reads Bitcoin over HTTP, as it would a real Esplora: one setting moves it.
      bitcoin: [createEsploraClient({ baseUrl: config.bitcoin?.esploraUrl ?? bitcoin.esploraUrl })],
    })

    let stopping: Promise<void> | undefined
    const stop = () => {
      stopping ??= (async () => {
        try {
          solana.close()
          await server.close()
          await mailAuth.close()
          // Before the database closes: a step in flight finishes its write first.
          await indexer.stop()
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
      authUrl: `${server.url}/auth/v1`,
      inboxUrl: mailAuth.smtp ? `${server.url}/inbox` : undefined,
      smtp: mailAuth.smtp,
      dataDir: dataDir.path,
      stop,
    }
  } catch (error) {
    backend.reject(error)
    bitcoinLedger.reject(error)
    await undo()
    throw error
  }
}

/**
 * The database, the chains with their tokens, then the indexer. The database and the compiled token
 * are prepared while the chains start; whatever did start is registered in `cleanups`.
 */
async function startBackend(
  config: CloudConfig,
  dataDir: string | undefined,
  chains: ReturnType<typeof createChains>,
  cleanups: (() => Promise<void>)[],
): Promise<{ db: Database; indexer: Indexer }> {
  const [opened, contract, started] = await Promise.allSettled([
    openDatabase({ dataDir, databaseUrl: config.databaseUrl }),
    // Only a chain needs the contract (and a first compile takes a second).
    config.chains.length > 0 ? compileLabToken() : undefined,
    chains.start(),
  ])
  cleanups.push(() => chains.stop())
  if (opened.status === 'fulfilled') cleanups.push(() => opened.value.db.close())
  if (opened.status === 'rejected') throw opened.reason
  if (contract.status === 'rejected') throw contract.reason
  if (started.status === 'rejected') throw started.reason
  const db = opened.value.db
  const compiled = contract.value

  // A chain restored from its state file has its tokens already: nothing is deployed again.
  const holders = DEV_ACCOUNTS.map((account) => account.address)
  if (compiled) {
    await Promise.all(
      chains
        .list()
        .map((chain) =>
          deployTestTokens({ rpcUrl: chain.rpcUrl, chainId: chain.chainId, contract: compiled, holders }),
        ),
    )
  }
  const indexer = startIndexer({
    db,
    chains: chains.list(),
    onError: (error, chainId) =>
      console.error(`Indexer, chain ${chainId}: ${error instanceof Error ? error.message : String(error)}`),
  })
  cleanups.push(() => indexer.stop())
  return { db, indexer }
}

interface Deferred<T> {
  promise: Promise<T>
  resolve(value: T): void
  reject(reason: unknown): void
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}
