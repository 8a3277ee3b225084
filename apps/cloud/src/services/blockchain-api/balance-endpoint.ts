import { HttpError } from '../../http/http-error.js'
import { readIndexedTokens } from '../indexer/history-query.js'
import { type ApiAnswer, type ApiBackend, ok } from './api-context.js'
import { chainAssets } from './assets.js'
import { formatBalance } from './balance-format.js'
import { bitcoinBalanceEndpoint } from './bitcoin-balance-endpoint.js'
import { isBitcoinNamespace } from './bitcoin-caip.js'
import { parseCaip10 } from './caip.js'
import { requireAddress, requireChain, requireCurrency } from './params.js'
import { readHoldings } from './read-holdings.js'
import { solanaBalanceEndpoint } from './solana-balance-endpoint.js'
import { isSolanaNamespace } from './solana-caip.js'

/**
 * GET /v1/account/{address}/balance: the native coin, the test tokens and every indexed ERC-20,
 * read from the chain now (so `forceUpdate` has nothing to refresh), zero balances left out. A
 * Solana chain id goes to solanaBalanceEndpoint, a Bitcoin one (bip122) to bitcoinBalanceEndpoint.
 */
export async function balanceEndpoint(
  backend: ApiBackend,
  origin: string,
  rawAddress: string | undefined,
  params: URLSearchParams,
): Promise<ApiAnswer> {
  if (isSolanaNamespace(params.get('chainId')))
    return solanaBalanceEndpoint(backend, origin, rawAddress, params)
  if (isBitcoinNamespace(params.get('chainId')))
    return bitcoinBalanceEndpoint(backend, origin, rawAddress, params)
  const address = requireAddress(rawAddress)
  const chain = requireChain(params, backend.chains)
  requireCurrency(params.get('currency'))
  const forceUpdate = params.get('forceUpdate')
  if (forceUpdate !== null && parseCaip10(forceUpdate) === undefined)
    throw new HttpError(400, 'Invalid forceUpdate')

  const holdings = backend.fixtures?.owns(address)
    ? backend.fixtures.holdings()
    : await readHoldings(
        chain.rpcUrl,
        address,
        chainAssets(chain.chainId, backend.tokens, await readIndexedTokens(backend.db, chain.chainId)),
      )
  return ok({ balances: holdings.map((holding) => formatBalance(holding, chain.chainId, origin)) })
}
