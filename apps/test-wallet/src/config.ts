import { BITCOIN_TEST_ACCOUNTS, SOLANA_TEST_ACCOUNTS } from '@appkit/testing'
import { isHex } from 'viem'

/** The two local chains the test wallet knows (the local cloud's anvils). */
export const CHAIN_IDS = [31337, 31338] as const
export type SupportedChainId = (typeof CHAIN_IDS)[number]

export interface WalletConfig {
  relayUrl: string
  privateKey: `0x${string}`
  /** Ed25519 seed of the one Solana account, 64 hex digits. */
  solanaSeed: string
  /** secp256k1 private key of the one Bitcoin key (payment and ordinals accounts), 64 hex digits. */
  bitcoinKey: string
  /** Esplora of the lab's regtest: where a signPsbt with `broadcast` sends the transaction. */
  bitcoinEsploraUrl: string
  rpcUrls: Record<SupportedChainId, string>
  projectId: string
  storagePrefix: string
  /** WalletConnect's log level in the browser console. */
  logLevel: LogLevel
}

export const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug', 'trace'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/** anvil's dev account #0: public knowledge, funded on every local chain. Never a real key. */
export const DEFAULT_PRIVATE_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

/**
 * The local SVM's test account #2: funded by the cloud, and not the lab's injected Solana wallet's
 * (#0), so a test can tell the two wallets' accounts apart. Never a real key.
 */
export const DEFAULT_SOLANA_SEED: string = SOLANA_TEST_ACCOUNTS[2].seed

/**
 * The Bitcoin test key #2: not the lab's injected Bitcoin wallet's (#0), so a test can tell the two
 * wallets' addresses apart. Never a real key.
 */
export const DEFAULT_BITCOIN_KEY: string = BITCOIN_TEST_ACCOUNTS[2].privateKey

export const DEFAULT_CONFIG: WalletConfig = {
  relayUrl: 'ws://127.0.0.1:8788',
  privateKey: DEFAULT_PRIVATE_KEY,
  solanaSeed: DEFAULT_SOLANA_SEED,
  bitcoinKey: DEFAULT_BITCOIN_KEY,
  bitcoinEsploraUrl: 'http://127.0.0.1:8787/bitcoin/regtest/api',
  rpcUrls: { 31337: 'http://127.0.0.1:8545', 31338: 'http://127.0.0.1:8546' },
  projectId: 'appkit-test-wallet',
  storagePrefix: 'appkit-test-wallet',
  logLevel: 'error',
}

/** A query parameter with a value the wallet cannot use; the page shows the message instead of starting. */
export class ConfigError extends Error {
  override name = 'ConfigError'
  constructor(
    readonly parameter: string,
    message: string,
  ) {
    super(message)
  }
}

/**
 * Reads the page's query string (`relay`, `key`, `solanaKey`, `btcKey`, `btcEsplora`, `rpc31337`, `rpc31338`, `projectId`,
 * `prefix`, `log`);
 * every parameter is optional and falls back to the local cloud's defaults.
 */
export function parseConfig(search: string): WalletConfig {
  const query = new URLSearchParams(search)
  const read = (name: string) => {
    const value = query.get(name)?.trim()
    return value ? value : undefined
  }
  return {
    relayUrl: url(read('relay') ?? DEFAULT_CONFIG.relayUrl, 'relay', ['ws:', 'wss:']),
    privateKey: privateKey(read('key') ?? DEFAULT_CONFIG.privateKey),
    solanaSeed: solanaSeed(read('solanaKey') ?? DEFAULT_CONFIG.solanaSeed),
    bitcoinKey: bitcoinKey(read('btcKey') ?? DEFAULT_CONFIG.bitcoinKey),
    bitcoinEsploraUrl: url(read('btcEsplora') ?? DEFAULT_CONFIG.bitcoinEsploraUrl, 'btcEsplora', [
      'http:',
      'https:',
    ]),
    rpcUrls: {
      31337: url(read('rpc31337') ?? DEFAULT_CONFIG.rpcUrls[31337], 'rpc31337', ['http:', 'https:']),
      31338: url(read('rpc31338') ?? DEFAULT_CONFIG.rpcUrls[31338], 'rpc31338', ['http:', 'https:']),
    },
    projectId: read('projectId') ?? DEFAULT_CONFIG.projectId,
    storagePrefix: read('prefix') ?? DEFAULT_CONFIG.storagePrefix,
    logLevel: logLevel(read('log') ?? DEFAULT_CONFIG.logLevel),
  }
}

function logLevel(value: string): LogLevel {
  const level = LOG_LEVELS.find((known) => known === value)
  if (!level) throw new ConfigError('log', `"log" must be one of ${LOG_LEVELS.join(', ')}, got ${value}`)
  return level
}

function url(value: string, parameter: string, protocols: string[]): string {
  let parsed: URL
  try {
    parsed = new URL(value)
  } catch {
    throw new ConfigError(parameter, `"${parameter}" is not a URL: ${value}`)
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(parameter, `"${parameter}" must be a ${protocols.join(' or ')} URL, got ${value}`)
  }
  return value
}

function privateKey(value: string): `0x${string}` {
  if (!isHex(value) || value.length !== 66) {
    throw new ConfigError('key', '"key" must be a 32-byte private key in hex (0x followed by 64 digits).')
  }
  return value
}

function solanaSeed(value: string): string {
  if (!/^(?:0x)?[0-9a-fA-F]{64}$/.test(value)) {
    throw new ConfigError(
      'solanaKey',
      '"solanaKey" must be a 32-byte Ed25519 seed in hex (64 digits, 0x optional).',
    )
  }
  return value
}

function bitcoinKey(value: string): string {
  if (!/^(?:0x)?[0-9a-fA-F]{64}$/.test(value) || /^(?:0x)?0{64}$/.test(value)) {
    throw new ConfigError(
      'btcKey',
      '"btcKey" must be a 32-byte secp256k1 private key in hex (64 digits, 0x optional).',
    )
  }
  return value
}
