import { getBase64Encoder, getCompiledTransactionMessageDecoder } from '@solana/kit'
import { transactionFee } from './fees.js'
import { positionalParams, readCommitment, readConfig, readInteger } from './params.js'
import { readAt } from './read-at.js'
import { FEATURE_SET, SOLANA_CORE_VERSION, type SolanaMethod, withContext } from './rpc-context.js'
import { invalidParams, invalidRequest } from './rpc-error.js'
import { SLOTS_PER_EPOCH } from './slot-clock.js'
import type { SolanaChain } from './solana-chain.js'
import type { WireMessage } from './wire-transaction.js'

/** Reads that take only a config ({ commitment, minContextSlot }): checked, then answered at the current slot. */
function slotRead(chain: SolanaChain, params: unknown): number {
  const [raw] = positionalParams(params, 0, 1)
  return readAt(chain, readConfig(raw))
}

const getSlot: SolanaMethod = (chain, params) => slotRead(chain, params)

/** No slot is ever skipped here, so the block height is the slot. */
const getBlockHeight: SolanaMethod = (chain, params) => slotRead(chain, params)

const getEpochInfo: SolanaMethod = (chain, params) => {
  const slot = slotRead(chain, params)
  return {
    absoluteSlot: slot,
    blockHeight: slot,
    epoch: Math.floor(slot / SLOTS_PER_EPOCH),
    slotIndex: slot % SLOTS_PER_EPOCH,
    slotsInEpoch: SLOTS_PER_EPOCH,
    transactionCount: chain.transactionCount(),
  }
}

const getTransactionCount: SolanaMethod = (chain, params) => {
  slotRead(chain, params)
  return chain.transactionCount()
}

const getLatestBlockhash: SolanaMethod = (chain, params) => {
  const slot = slotRead(chain, params)
  return withContext(slot, chain.latestBlockhash())
}

const isBlockhashValid: SolanaMethod = (chain, params) => {
  const [hash, raw] = positionalParams(params, 1, 2)
  if (typeof hash !== 'string') throw invalidParams('Invalid param: Invalid')
  const slot = slotRead(chain, [raw])
  return withContext(slot, chain.isBlockhashValid(hash))
}

/** The most data an account can hold (MAX_PERMITTED_DATA_LENGTH): 10 MiB. */
export const MAX_ACCOUNT_DATA_BYTES = 10 * 1024 * 1024

const getMinimumBalanceForRentExemption: SolanaMethod = (chain, params) => {
  const [size, raw] = positionalParams(params, 1, 2)
  readCommitment(readConfig(raw))
  const length = readInteger(size, 'data length')
  // No account can be that large; Agave refuses it as a bad request (-32600), not bad params.
  if (length > MAX_ACCOUNT_DATA_BYTES) throw invalidRequest()
  return chain.rentExemptMinimum(length)
}

/** The fee of a message (base64), or null when its blockhash is not a recent one. */
const getFeeForMessage: SolanaMethod = (chain, params) => {
  const [encoded, raw] = positionalParams(params, 1, 2)
  const slot = slotRead(chain, [raw])
  const message = decodeMessage(encoded)
  return withContext(slot, chain.isBlockhashValid(message.lifetimeToken) ? transactionFee(message) : null)
}

function decodeMessage(encoded: unknown): WireMessage {
  if (typeof encoded !== 'string') throw invalidParams('Invalid params: expected a base64 message')
  try {
    const message = getCompiledTransactionMessageDecoder().decode(getBase64Encoder().encode(encoded))
    if (message.version !== 1 && 'lifetimeToken' in message) return message as WireMessage
  } catch {
    // Answered below, as any message that is not one.
  }
  throw invalidParams('invalid message: failed to deserialize solana_message::versions::VersionedMessage')
}

/** No fee market here: every recent slot's prioritization fee is 0. */
const getRecentPrioritizationFees: SolanaMethod = (chain, params) => {
  positionalParams(params, 0, 1)
  return [{ slot: chain.slot(), prioritizationFee: 0 }]
}

export const CLUSTER_METHODS: Readonly<Record<string, SolanaMethod>> = {
  getSlot,
  getBlockHeight,
  getEpochInfo,
  getTransactionCount,
  getLatestBlockhash,
  isBlockhashValid,
  getMinimumBalanceForRentExemption,
  getFeeForMessage,
  getRecentPrioritizationFees,
  getVersion: () => ({ 'feature-set': FEATURE_SET, 'solana-core': SOLANA_CORE_VERSION }),
  getGenesisHash: (chain) => chain.genesisHash,
  getHealth: () => 'ok',
}
