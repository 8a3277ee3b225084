import { HttpError } from '../../http/http-error.js'
import { readAddressStats, readAddressTransactions, readAddressUtxos } from './address-queries.js'
import { canonicalAddress } from './bitcoin-address.js'
import { type BitcoinAnswer, json, text } from './bitcoin-http.js'
import { readBlockAt, readTip } from './chain-store.js'
import { esploraStatus, esploraTransactions } from './esplora-format.js'
import type { EsploraRoute } from './esplora-routes.js'
import { isTxid } from './hex.js'
import { BITCOIN_LAB_NETWORK } from './lab-chain.js'
import type { BitcoinLedger } from './ledger.js'
import { readTransaction, type StoredTransaction } from './transaction-store.js'
import { TransactionRejectedError } from './tx-rejection.js'

export interface EsploraContext {
  ledger: BitcoinLedger
  feeEstimates: Readonly<Record<string, number>>
  /** The request body, read only by the route that takes one. */
  body: () => Promise<string>
}

/** Answers one Esplora route from the ledger; a bad parameter is HttpError (400/404). */
export async function answerEsplora(route: EsploraRoute, ctx: EsploraContext): Promise<BitcoinAnswer> {
  const { db } = ctx.ledger
  switch (route.kind) {
    case 'address': {
      const address = requireAddress(route.address)
      const stats = await readAddressStats(db, address)
      return json({ address, chain_stats: stats.chain, mempool_stats: stats.mempool })
    }
    case 'addressUtxo': {
      const utxos = await readAddressUtxos(db, requireAddress(route.address))
      return json(
        utxos.map((utxo) => ({
          txid: utxo.txid,
          vout: utxo.vout,
          status: esploraStatus(utxo.block),
          value: Number(utxo.value),
        })),
      )
    }
    case 'addressTxs':
      return json(
        await esploraTransactions(db, await readAddressTransactions(db, requireAddress(route.address))),
      )
    case 'tx': {
      const [tx] = await esploraTransactions(db, [await requireTransaction(ctx, route.txid)])
      return json(tx)
    }
    case 'txHex':
      return text((await requireTransaction(ctx, route.txid)).rawHex)
    case 'txStatus':
      return json(esploraStatus((await requireTransaction(ctx, route.txid)).block))
    case 'broadcast':
      return broadcast(ctx)
    case 'feeEstimates':
      return json(ctx.feeEstimates)
    case 'tipHeight':
      return text(String((await tip(ctx)).height))
    case 'tipHash':
      return text((await tip(ctx)).hash)
    case 'blockAtHeight': {
      if (!/^\d{1,9}$/.test(route.height)) throw new HttpError(400, 'Invalid block height')
      const block = await readBlockAt(db, Number(route.height))
      if (!block) throw new HttpError(404, 'Block not found')
      return text(block.hash)
    }
  }
}

/**
 * POST /tx: 200 and the txid as text, or 400 and the node's error as Esplora passes it on, e.g.
 * `sendrawtransaction RPC error: {"code":-26,"message":"min relay fee not met, 100 < 141"}`.
 */
async function broadcast(ctx: EsploraContext): Promise<BitcoinAnswer> {
  try {
    return text(await ctx.ledger.broadcast((await ctx.body()).trim()))
  } catch (error) {
    if (!(error instanceof TransactionRejectedError)) throw error
    return text(
      `sendrawtransaction RPC error: ${JSON.stringify({ code: error.code, message: error.message })}`,
      400,
    )
  }
}

function requireAddress(value: string): string {
  const address = canonicalAddress(value, BITCOIN_LAB_NETWORK)
  if (address === undefined) {
    throw new HttpError(400, `Invalid Bitcoin address: ${value} is not a regtest address`)
  }
  return address
}

async function requireTransaction(ctx: EsploraContext, value: string): Promise<StoredTransaction> {
  const txid = value.toLowerCase()
  if (!isTxid(txid)) throw new HttpError(400, 'Invalid txid: expected 64 hex characters')
  const tx = await readTransaction(ctx.ledger.db, txid)
  if (!tx) throw new HttpError(404, 'Transaction not found')
  return tx
}

async function tip(ctx: EsploraContext) {
  const block = await readTip(ctx.ledger.db)
  if (!block) throw new Error('The Bitcoin ledger has no blocks')
  return block
}
