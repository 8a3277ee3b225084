import { formatBtc } from './btc-amount.js'

/**
 * Bitcoin Core's RPC error codes that sendrawtransaction answers with (rpc/protocol.h), so a client
 * written for a node reads the ledger's refusals the same way.
 */
export const RPC_CODE = {
  /** The bytes are not a transaction. */
  deserialization: -22,
  /** An input's output does not exist or is spent by a confirmed transaction. */
  verify: -25,
  /** Refused by the mempool's rules: signatures, amounts, fees, conflicts, standardness. */
  rejected: -26,
  alreadyInChain: -27,
} as const

export type RpcCode = (typeof RPC_CODE)[keyof typeof RPC_CODE]

/**
 * A transaction the ledger refuses. `reason` is Bitcoin Core's reject reason (the token a client
 * can match on); `message` is that reason followed by what exactly is wrong, for people.
 */
export class TransactionRejectedError extends Error {
  override name = 'TransactionRejectedError'
  constructor(
    readonly code: RpcCode,
    readonly reason: string,
    message: string = reason,
  ) {
    super(message)
  }
}

const reject = (reason: string, detail?: string) =>
  new TransactionRejectedError(RPC_CODE.rejected, reason, detail ? `${reason} (${detail})` : reason)

export const decodeFailed = (detail: string) =>
  new TransactionRejectedError(RPC_CODE.deserialization, 'TX decode failed', `TX decode failed (${detail})`)

export const coinbaseRefused = () => reject('coinbase', 'a coinbase transaction is only valid in a block')
export const noInputs = () => reject('bad-txns-vin-empty')
export const noOutputs = () => reject('bad-txns-vout-empty')
export const txTooLarge = (weight: number, limit: number) =>
  reject('tx-size', `weight ${weight} is above the standard limit of ${limit}`)
export const outputTooLarge = (vout: number) =>
  reject('bad-txns-vout-toolarge', `output ${vout} is above 21,000,000 BTC`)
export const outputsTooLarge = () => reject('bad-txns-txouttotal-toolarge')

export const duplicateInputs = (outpoint: string) =>
  reject('bad-txns-inputs-duplicate', `${outpoint} is spent twice`)

/** Bitcoin Core answers -25 here: the output never existed or a block already spent it. */
export const missingOrSpent = (outpoints: readonly string[]) =>
  new TransactionRejectedError(
    RPC_CODE.verify,
    'bad-txns-inputs-missingorspent',
    `bad-txns-inputs-missingorspent (${outpoints.join(', ')}: unknown or already spent)`,
  )

export const mempoolConflict = (outpoint: string, spender: string) =>
  reject('txn-mempool-conflict', `${outpoint} is already spent by ${spender}, still unconfirmed`)

export const alreadyInChain = () =>
  new TransactionRejectedError(RPC_CODE.alreadyInChain, 'Transaction already in block chain')

export const inBelowOut = (valueIn: bigint, valueOut: bigint) =>
  new TransactionRejectedError(
    RPC_CODE.rejected,
    'bad-txns-in-belowout',
    `bad-txns-in-belowout, value in (${formatBtc(valueIn)}) < value out (${formatBtc(valueOut)})`,
  )

export const feeTooLow = (fee: bigint, minimum: bigint) =>
  new TransactionRejectedError(
    RPC_CODE.rejected,
    'min relay fee not met',
    `min relay fee not met, ${fee} < ${minimum}`,
  )

export const nonStandardInput = (input: number, detail: string) =>
  reject('bad-txns-nonstandard-inputs', `input ${input}: ${detail}`)

export const badSignature = (input: number, detail: string) =>
  reject('mandatory-script-verify-flag-failed', `input ${input}: ${detail}`)
