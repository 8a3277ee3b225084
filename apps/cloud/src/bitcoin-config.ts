import type { FundingRequest } from './services/bitcoin/funding.js'

/** The Bitcoin test chain's settings in CloudConfig (README, "Bitcoin (test chain)"). */
export interface BitcoinCloudConfig {
  /**
   * Paid in block 1 when the ledger is new (a restart on the same database funds nothing again).
   * By default 1 BTC to each of @appkit/testing's Bitcoin test accounts' payment addresses, native
   * and nested SegWit (LAB_BITCOIN_FUNDING).
   */
  fund?: readonly FundingRequest[]
  /** GET /fee-estimates (sat/vB per confirmation target); DEFAULT_FEE_ESTIMATES by default. */
  feeEstimates?: Readonly<Record<string, number>>
  /**
   * The Esplora the blockchain API reads Bitcoin balances from. The cloud's own test chain
   * (`<url>/bitcoin/regtest/api`) by default; a deployment names a real one.
   */
  esploraUrl?: string
  /** Block times; tests pass a clock. Never set by `pnpm start`. */
  now?: () => number
}

/** A BITCOIN_* variable that cannot be right: the cloud does not start on it. */
export class InvalidBitcoinConfigError extends Error {
  override name = 'InvalidBitcoinConfigError'
}

/**
 * Reads BITCOIN_ESPLORA_URL (an http(s) URL) and BITCOIN_FUND (`address=sats,address=sats`, whole
 * satoshis; the addresses are checked when the ledger starts); undefined when neither is set.
 */
export function loadBitcoinConfig(env: Record<string, string | undefined>): BitcoinCloudConfig | undefined {
  const esploraUrl = readUrl(env, 'BITCOIN_ESPLORA_URL')
  const fund = readFunding(env, 'BITCOIN_FUND')
  const config: BitcoinCloudConfig = {
    ...(esploraUrl === undefined ? {} : { esploraUrl }),
    ...(fund === undefined ? {} : { fund }),
  }
  return Object.keys(config).length === 0 ? undefined : config
}

function readUrl(env: Record<string, string | undefined>, name: string): string | undefined {
  const raw = env[name]?.trim()
  if (raw === undefined || raw === '') return undefined
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new InvalidBitcoinConfigError(`${name} must be an http(s) URL, got "${raw}".`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new InvalidBitcoinConfigError(`${name} must be an http(s) URL, got "${raw}".`)
  }
  return raw.replace(/\/+$/, '')
}

function readFunding(env: Record<string, string | undefined>, name: string): FundingRequest[] | undefined {
  const raw = env[name]?.trim()
  if (raw === undefined || raw === '') return undefined
  return raw.split(',').map((entry) => {
    const match = /^\s*([A-Za-z0-9]+)=(\d{1,16})\s*$/.exec(entry)
    if (!match) {
      throw new InvalidBitcoinConfigError(
        `${name} must be a comma-separated list of address=sats, got "${entry.trim()}".`,
      )
    }
    return { address: match[1]!, sats: BigInt(match[2]!) }
  })
}
