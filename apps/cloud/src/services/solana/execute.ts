import { getBase58Decoder, isSolanaError, signature } from '@solana/kit'
import {
  Clock,
  FailedTransactionMetadata,
  type LiteSVM,
  type SimulatedTransactionInfo,
  type TransactionMetadata,
} from 'litesvm'
import type { ChainAccount } from './account-encoding.js'
import { transactionFee } from './fees.js'
import { SLOTS_PER_EPOCH } from './slot-clock.js'
import {
  balancesOf,
  type RpcTokenBalance,
  readAccount,
  svmMintDecimals,
  tokenBalances,
} from './svm-accounts.js'
import { type TransactionError, toTransactionError } from './transaction-error.js'
import type { WireTransaction } from './wire-transaction.js'

/** When a transaction runs: the slot and the time its Clock sysvar shows. */
export interface ExecutionTime {
  slot: number
  unixSeconds: number
}

/** What running a transaction (or simulating it) told: the parts of Solana's transaction meta. */
export interface ExecutionMeta {
  err: TransactionError | null
  logs: string[]
  unitsConsumed: bigint
  innerInstructions: RpcInnerInstructions[]
  returnData: { programId: string; data: [string, 'base64'] } | null
}

export interface RpcInnerInstructions {
  index: number
  instructions: { programIdIndex: number; accounts: number[]; data: string; stackHeight: number }[]
}

/** The balances of a transaction's accounts before and after it, by their index in it. */
export interface BalanceChanges {
  preBalances: bigint[]
  postBalances: bigint[]
  preTokenBalances: RpcTokenBalance[]
  postTokenBalances: RpcTokenBalance[]
}

export interface Execution extends ExecutionMeta, BalanceChanges {
  /** On chain: it succeeded, or failed after its fee was charged. One that did not land left no trace. */
  landed: boolean
  fee: bigint
}

export interface Simulation {
  meta: ExecutionMeta
  fee: bigint
  /** Null when the simulation failed: nothing would change but the fee. */
  balances: BalanceChanges | null
  /** The accounts asked for, as the transaction would leave them. */
  accounts: (ChainAccount | null)[]
}

/** The runtime's answer for a transaction whose signatures are missing before it even runs. */
const SIGNATURE_FAILURE = 11

/** Runs `wire` on the SVM at `time` and tells what it did, balances before and after included. */
export function executeTransaction(svm: LiteSVM, wire: WireTransaction, time: ExecutionTime): Execution {
  setClock(svm, time)
  const keys = wire.message.staticAccounts
  const now = (key: string) => readAccount(svm, key)
  const decimals = svmMintDecimals(svm)
  const preBalances = balancesOf(keys, now)
  const preTokenBalances = tokenBalances(keys, now, decimals)
  const result = run(() => svm.sendTransaction(wire.transaction))
  const meta = metaOf(result)
  const landed =
    !(typeof result === 'number' || result instanceof FailedTransactionMetadata) ||
    (meta.err !== 'AlreadyProcessed' && svm.getTransaction(signature(wire.signature)) !== null)
  return {
    ...meta,
    landed,
    fee: transactionFee(wire.message),
    preBalances,
    postBalances: balancesOf(keys, now),
    preTokenBalances,
    postTokenBalances: tokenBalances(keys, now, decimals),
  }
}

/** Simulates `wire` on the SVM at `time`: nothing is changed. */
export function simulateTransaction(
  svm: LiteSVM,
  wire: WireTransaction,
  time: ExecutionTime,
  options: { sigVerify: boolean; accounts: readonly string[] },
): Simulation {
  setClock(svm, time)
  svm.withSigverify(options.sigVerify)
  let result: ReturnType<LiteSVM['simulateTransaction']> | number
  try {
    result = run(() => svm.simulateTransaction(wire.transaction))
  } finally {
    svm.withSigverify(true)
  }
  const meta = metaOf(result)
  const fee = transactionFee(wire.message)
  const now = (key: string) => readAccount(svm, key)
  if (typeof result === 'number' || result instanceof FailedTransactionMetadata) {
    return { meta, fee, balances: null, accounts: options.accounts.map(() => null) }
  }
  // A simulation reports the accounts it touched; the others are as the chain holds them.
  const touched = new Map<string, ChainAccount | null>()
  for (const account of result.postAccounts()) {
    touched.set(
      account.address,
      account.lamports === 0n
        ? null
        : {
            lamports: account.lamports,
            data: new Uint8Array(account.data),
            owner: account.programAddress,
            executable: account.executable,
          },
    )
  }
  const after = (key: string) => (touched.has(key) ? (touched.get(key) ?? null) : now(key))
  const keys = wire.message.staticAccounts
  const decimals = svmMintDecimals(svm)
  return {
    meta,
    fee,
    balances: {
      preBalances: balancesOf(keys, now),
      postBalances: balancesOf(keys, after),
      preTokenBalances: tokenBalances(keys, now, decimals),
      postTokenBalances: tokenBalances(keys, after, decimals),
    },
    accounts: options.accounts.map(after),
  }
}

/**
 * LiteSVM's JavaScript wrapper throws on a transaction with a missing signature instead of
 * answering SignatureFailure as the runtime would; the number stands for that answer.
 */
function run<T>(send: () => T): T | number {
  try {
    return send()
  } catch (error) {
    if (isSolanaError(error)) return SIGNATURE_FAILURE
    throw error
  }
}

function metaOf(
  result: TransactionMetadata | FailedTransactionMetadata | SimulatedTransactionInfo | number,
): ExecutionMeta {
  if (typeof result === 'number') {
    return {
      err: toTransactionError(result),
      logs: [],
      unitsConsumed: 0n,
      innerInstructions: [],
      returnData: null,
    }
  }
  const failed = result instanceof FailedTransactionMetadata ? result : undefined
  const meta = 'meta' in result ? result.meta() : result
  const returned = meta.returnData()
  const data = returned.data()
  return {
    err: failed ? toTransactionError(failed.err()) : null,
    logs: meta.logs(),
    unitsConsumed: meta.computeUnitsConsumed(),
    innerInstructions: innerInstructionsOf(meta),
    returnData:
      data.length === 0
        ? null
        : {
            programId: getBase58Decoder().decode(returned.programId()),
            data: [Buffer.from(data).toString('base64'), 'base64'],
          },
  }
}

function innerInstructionsOf(meta: TransactionMetadata): RpcInnerInstructions[] {
  const base58 = getBase58Decoder()
  return meta.innerInstructions().flatMap((group, index) =>
    group.length === 0
      ? []
      : [
          {
            index,
            instructions: group.map((inner) => {
              const instruction = inner.instruction()
              return {
                programIdIndex: instruction.programIdIndex(),
                accounts: [...instruction.accounts()],
                data: base58.decode(instruction.data()),
                stackHeight: inner.stackHeight(),
              }
            }),
          },
        ],
  )
}

/** The Clock sysvar shows the slot and time a transaction runs at, as programs that read it expect. */
function setClock(svm: LiteSVM, time: ExecutionTime): void {
  const slot = BigInt(time.slot)
  const epoch = slot / BigInt(SLOTS_PER_EPOCH)
  const unix = BigInt(time.unixSeconds)
  svm.setClock(new Clock(slot, unix, epoch, epoch + 1n, unix))
}
