import { TransactionNotFoundError } from '@appkit/common'
import { broadcastRefusal } from './broadcast-refusal.js'
import type { Utxo } from './coin-selection.js'
import { type FetchFn, okText, parseBody, parseValue, request } from './esplora-fetch.js'
import {
  addressSchema,
  feeEstimatesSchema,
  txidSchema,
  txStatusSchema,
  utxosSchema,
} from './esplora-schemas.js'

/** The part of the Esplora HTTP API a send and a balance need. */
export interface EsploraClient {
  /** The address's unspent outputs, unconfirmed ones included, less those spent in the mempool. */
  utxos(address: string): Promise<Utxo[]>
  /** sat/vB by confirmation target in blocks, as Esplora keys them ("1", "2", …, "1008"). */
  feeEstimates(): Promise<Record<string, number>>
  /** Whether the transaction is in a block; TransactionNotFoundError when the chain never saw it. */
  txConfirmed(txid: string): Promise<boolean>
  /** Confirmed and unconfirmed together, in sats. */
  balance(address: string): Promise<bigint>
  /** Sends a raw transaction (hex); resolves with its txid, or BroadcastRejectedError with the node's reason. */
  broadcast(transactionHex: string): Promise<string>
}

/** An Esplora client on `baseUrl` (no trailing slash); every answer is checked before it is used. */
export function esploraClient(
  baseUrl: string,
  fetchFn: FetchFn = (url, init) => fetch(url, init),
): EsploraClient {
  const get = async (path: string) => {
    const url = `${baseUrl}${path}`
    return { answer: await request(fetchFn, url), where: `GET ${url}` }
  }
  return {
    async utxos(address) {
      const { answer, where } = await get(`/address/${encodeURIComponent(address)}/utxo`)
      const utxos = parseBody(utxosSchema, okText(answer, where), where)
      return utxos.map(({ txid, vout, value, status }) => ({
        txid,
        vout,
        value: BigInt(value),
        confirmed: status.confirmed,
      }))
    },
    async feeEstimates() {
      const { answer, where } = await get('/fee-estimates')
      return parseBody(feeEstimatesSchema, okText(answer, where), where)
    },
    async txConfirmed(txid) {
      const { answer, where } = await get(`/tx/${encodeURIComponent(txid)}/status`)
      if (answer.status === 404) throw new TransactionNotFoundError({ details: txid })
      return parseBody(txStatusSchema, okText(answer, where), where).confirmed
    },
    async balance(address) {
      const { answer, where } = await get(`/address/${encodeURIComponent(address)}`)
      const { chain_stats: chain, mempool_stats: mempool } = parseBody(
        addressSchema,
        okText(answer, where),
        where,
      )
      const funded = BigInt(chain.funded_txo_sum) + BigInt(mempool.funded_txo_sum)
      const spent = BigInt(chain.spent_txo_sum) + BigInt(mempool.spent_txo_sum)
      return funded > spent ? funded - spent : 0n
    },
    async broadcast(transactionHex) {
      const url = `${baseUrl}/tx`
      const where = `POST ${url}`
      const answer = await request(fetchFn, url, { method: 'POST', body: transactionHex })
      if (answer.status === 400) throw broadcastRefusal(answer.text)
      return parseValue(txidSchema, okText(answer, where).trim(), where)
    },
  }
}
