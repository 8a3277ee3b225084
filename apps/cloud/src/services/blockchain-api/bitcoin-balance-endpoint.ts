import { HttpError } from '../../http/http-error.js'
import { canonicalAddress } from '../bitcoin/bitcoin-address.js'
import { formatBtc } from '../bitcoin/btc-amount.js'
import { type EsploraClient, EsploraError } from '../bitcoin/esplora-client.js'
import { BTC_DECIMALS } from '../bitcoin/lab-chain.js'
import { type ApiAnswer, type ApiBackend, ok } from './api-context.js'
import type { BalanceEntry } from './balance-format.js'
import { bitcoinNetworkOf, parseBitcoinCaip2, parseBitcoinCaip10 } from './bitcoin-caip.js'
import { tokenIconUrl } from './icons.js'
import { requireCurrency } from './params.js'
import { fiatValue, priceOf } from './prices.js'

const BTC = { name: 'Bitcoin', symbol: 'BTC' } as const

/**
 * GET /v1/account/{address}/balance for a Bitcoin chain: the address's BTC (8 decimals), confirmed
 * and unconfirmed alike (what a wallet can spend next), read through the chain's Esplora; in the
 * same shape as the EVM answer, and like it empty for a zero balance.
 */
export async function bitcoinBalanceEndpoint(
  backend: ApiBackend,
  origin: string,
  rawAddress: string | undefined,
  params: URLSearchParams,
): Promise<ApiAnswer> {
  const chainId = parseBitcoinCaip2(params.get('chainId'))
  if (chainId === undefined) throw new HttpError(400, 'Invalid chainId')
  const address =
    rawAddress === undefined ? undefined : canonicalAddress(rawAddress, bitcoinNetworkOf(chainId))
  if (address === undefined) throw new HttpError(400, 'Invalid address')
  requireCurrency(params.get('currency'))
  const forceUpdate = params.get('forceUpdate')
  if (forceUpdate !== null && parseBitcoinCaip10(forceUpdate) === undefined) {
    throw new HttpError(400, 'Invalid forceUpdate')
  }
  const esplora = await bitcoinChain(backend.bitcoin, chainId)
  const { chain_stats: chain, mempool_stats: mempool } = await readEsplora(() => esplora.address(address))
  const sats =
    BigInt(chain.funded_txo_sum) -
    BigInt(chain.spent_txo_sum) +
    BigInt(mempool.funded_txo_sum) -
    BigInt(mempool.spent_txo_sum)
  return ok({ balances: sats > 0n ? [formatBitcoinBalance(sats, chainId, origin)] : [] })
}

export function formatBitcoinBalance(sats: bigint, chainId: string, origin: string): BalanceEntry {
  const numeric = formatBtc(sats)
  const price = priceOf(BTC.symbol)
  return {
    ...BTC,
    chainId,
    ...(price === undefined ? {} : { value: fiatValue(numeric, price), price }),
    quantity: { decimals: String(BTC_DECIMALS), numeric },
    iconUrl: tokenIconUrl(origin, BTC),
  }
}

/** The served chain whose Esplora has this genesis block. */
async function bitcoinChain(chains: readonly EsploraClient[], chainId: string): Promise<EsploraClient> {
  for (const chain of chains) {
    if ((await readEsplora(() => chain.chainId())) === chainId) return chain
  }
  throw new HttpError(400, 'Unsupported chain')
}

/** An Esplora that does not answer, or answers nonsense, is the upstream's failure: 502. */
async function readEsplora<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (error instanceof EsploraError) {
      // The message names the Esplora's URL: the log has it, the page does not.
      console.error(`[cloud] ${error.message}`)
      throw new HttpError(502, 'The Bitcoin chain did not answer')
    }
    throw error
  }
}
