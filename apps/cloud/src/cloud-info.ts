import type { SocialProvider } from './services/auth/social/social-config.js'
import type { ChainInfo } from './services/chains/chains.js'
import type { TestToken } from './services/tokens/test-tokens.js'

/** What startCloud resolves to: where each service of the running cloud answers, and how to stop it. */
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
  /**
   * ERC-4337 on every local chain: the EntryPoint v0.7, SimpleAccountFactory and VerifyingPaymaster,
   * the EntryPoint v0.8, Simple7702Account (EIP-7702) and its paymaster (the same addresses on each),
   * the bundler of both EntryPoints and the ERC-7677 paymaster service (add
   * `?chainId=eip155:<id>&projectId=<id>` to either URL).
   */
  smartAccounts: SmartAccountsInfo
  /** Takes a chain's bundler down until `startBundler` (its URL then answers 503 "Bundler unavailable: …"). */
  stopBundler(chainId: number): Promise<void>
  /** Lets a chain's bundler run again, and resolves once it listens (the first start takes seconds). */
  startBundler(chainId: number): Promise<void>
  /** The embedded wallet's auth API (AUTH.md), e.g. http://127.0.0.1:8787/auth/v1. */
  authUrl: string
  /**
   * The identity providers of social login (also in /health): by default the cloud's own issuers,
   * `${url}/oidc/<name>` (README, "OpenID Connect provider (dev)"), with client id appkit-secure-site.
   */
  socialProviders: SocialProvider[]
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

export interface SmartAccountsInfo {
  /** EntryPoint v0.7 (canonical address): SimpleAccount and its factory. */
  entryPoint: `0x${string}`
  simpleAccountFactory: `0x${string}`
  /** Pays for the v0.7 user operations the paymaster service signs. */
  verifyingPaymaster: `0x${string}`
  /** EntryPoint v0.8 (canonical address): the EntryPoint of EIP-7702 accounts. */
  entryPoint08: `0x${string}`
  /**
   * Simple7702Account of the v0.8 package (canonical address): what an EOA delegates to with an
   * EIP-7702 authorization, to batch and be sponsored at its own address.
   */
  simple7702Account: `0x${string}`
  /** Pays for the v0.8 user operations the paymaster service signs. */
  verifyingPaymaster08: `0x${string}`
  /** e.g. http://127.0.0.1:8787/v1/bundler (ERC-4337 JSON-RPC, Alto behind it). */
  bundlerUrl: string
  /** e.g. http://127.0.0.1:8787/v1/paymaster (ERC-7677: pm_getPaymasterStubData, pm_getPaymasterData). */
  paymasterUrl: string
}
