import { JsonRpcError } from '../../http/json-rpc-error.js'
import { formatTransaction, type TransactionEncoding } from './format-transaction.js'
import {
  positionalParams,
  readBoolean,
  readCommitment,
  readConfig,
  readEncoding,
  readSignature,
} from './params.js'
import { type SolanaMethod, withContext } from './rpc-context.js'
import { invalidParams, RPC_ERROR } from './rpc-error.js'

/** Solana's nodes answer at most 256 signatures per getSignatureStatuses. */
export const MAX_SIGNATURE_STATUSES = 256

/**
 * The status of each signature, null for one that never landed. Everything is finalized as soon
 * as it lands, so `confirmations` is null and `confirmationStatus` "finalized" (as a node says of
 * a rooted transaction); the status of every transaction is kept, whether or not
 * `searchTransactionHistory` asks for old ones.
 */
const getSignatureStatuses: SolanaMethod = (chain, params) => {
  const [list, raw] = positionalParams(params, 1, 2)
  if (!Array.isArray(list)) throw invalidParams('Invalid params: expected an array of signatures')
  if (list.length > MAX_SIGNATURE_STATUSES) {
    throw invalidParams(`Too many inputs provided; max ${MAX_SIGNATURE_STATUSES}`)
  }
  const signatures = list.map(readSignature)
  readBoolean(readConfig(raw), 'searchTransactionHistory', false)
  return withContext(
    chain.slot(),
    signatures.map((signature) => {
      const landed = chain.transaction(signature)
      if (!landed) return null
      const { err } = landed.execution
      return {
        slot: landed.slot,
        confirmations: null,
        err,
        status: err === null ? { Ok: null } : { Err: err },
        confirmationStatus: 'finalized',
      }
    }),
  )
}

const getTransaction: SolanaMethod = (chain, params) => {
  const [signature, raw] = positionalParams(params, 1, 2)
  const config = readConfig(raw)
  const encoding: TransactionEncoding = readEncoding(
    config,
    ['json', 'jsonParsed', 'base64', 'base58'],
    'json',
  )
  if (readCommitment(config) === 'processed') {
    throw invalidParams('Method does not support commitment below `confirmed`')
  }
  const maxVersion = config.maxSupportedTransactionVersion
  if (maxVersion !== undefined && maxVersion !== null && maxVersion !== 0) {
    throw invalidParams('Invalid params: maxSupportedTransactionVersion must be 0')
  }
  const landed = chain.transaction(readSignature(signature))
  if (!landed) return null
  const withVersion = maxVersion === 0
  if (landed.wire.version === 0 && !withVersion) {
    throw new JsonRpcError(
      RPC_ERROR.unsupportedTransactionVersion,
      'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
    )
  }
  return formatTransaction(landed, encoding, withVersion)
}

export const STATUS_METHODS: Readonly<Record<string, SolanaMethod>> = {
  getSignatureStatuses,
  getTransaction,
}
