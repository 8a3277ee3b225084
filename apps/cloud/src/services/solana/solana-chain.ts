import { address } from '@solana/kit'
import { LiteSVM } from 'litesvm'
import { JsonRpcError } from '../../http/json-rpc-error.js'
import type { ChainAccount } from './account-encoding.js'
import { blockhashAt, lastValidBlockHeight, recentBlockhashSlot } from './blockhashes.js'
import { type Execution, executeTransaction, type Simulation, simulateTransaction } from './execute.js'
import { airdropTransaction, faucetSigner } from './faucet.js'
import { writeGenesis } from './genesis.js'
import { openJournal } from './journal.js'
import { SOLANA_LAB } from './lab-chain.js'
import { createLedger, type LandedTransaction } from './ledger.js'
import type { MintDecimals } from './parse-account.js'
import { replayJournal } from './replay.js'
import { RPC_ERROR } from './rpc-error.js'
import { createSlotClock } from './slot-clock.js'
import { readAccount, svmMintDecimals } from './svm-accounts.js'
import { parseWireTransaction, type WireTransaction } from './wire-transaction.js'

export interface SolanaChainOptions {
  /** The journal of landed transactions (the cloud: dataDir/chains/solana.jsonl). */
  journalPath: string
  now?: () => number
  /** Told about replay mismatches and about listeners that threw. */
  onWarning?: (message: string) => void
  /** Told once when the chain stops taking transactions (its journal failed); console.error by default. */
  onFatal?: (message: string) => void
}

/** What sending did: the execution, and the slot it ran at. `landed` false: it left no trace. */
export type SendOutcome = Execution & { slot: number }

export interface SolanaChain {
  readonly chainId: string
  readonly genesisHash: string
  slot(): number
  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number }
  isBlockhashValid(hash: string): boolean
  account(at: string): ChainAccount | null
  /** The accounts a program owns. */
  programAccounts(program: string): { address: string; account: ChainAccount }[]
  mintDecimals: MintDecimals
  rentExemptMinimum(size: number): bigint
  /**
   * Runs a transaction; one that lands is recorded, journaled and announced. Throws a JsonRpcError
   * (-32603) once the journal could not be written: the chain then takes no more transactions.
   */
  send(wire: WireTransaction): SendOutcome
  simulate(
    wire: WireTransaction,
    options: { sigVerify: boolean; replaceRecentBlockhash: boolean; accounts: readonly string[] },
  ): Simulation & { slot: number }
  transaction(signature: string): LandedTransaction | undefined
  transactionCount(): number
  /** Sends `lamports` from the faucet to `to` in an ordinary transaction. */
  airdrop(to: string, lamports: bigint): Promise<SendOutcome & { signature: string }>
  /** Called with each transaction that lands; returns the unsubscribe. */
  onTransaction(listener: (transaction: LandedTransaction) => void): () => void
  close(): void
}

/**
 * The local Solana chain: LiteSVM (the real SVM, in this process) from the genesis state, with the
 * journal replayed on top, a slot clock, per-slot blockhashes and a ledger of every transaction.
 */
export async function startSolanaChain(options: SolanaChainOptions): Promise<SolanaChain> {
  const now = options.now ?? Date.now
  const warn = options.onWarning ?? ((message) => console.warn(message))
  const fatal = options.onFatal ?? ((message) => console.error(message))
  // LiteSVM accepts only its one latest blockhash; the chain checks recent ones itself (send()).
  const svm = new LiteSVM().withBlockhashCheck(false)
  const faucet = await faucetSigner()
  await writeGenesis(svm, faucet.address)

  const journal = openJournal(options.journalPath, SOLANA_LAB.chainId, now)
  const ledger = createLedger()
  replayJournal(svm, journal.entries, ledger, warn)
  const clock = createSlotClock({
    genesisMs: journal.genesisMs,
    floor: journal.entries.at(-1)?.slot ?? 0,
    now,
  })
  const listeners = new Set<(transaction: LandedTransaction) => void>()
  /**
   * Why the chain stopped taking transactions. A journal write that failed leaves memory ahead of
   * disk: anything sent after it would build on a transaction a restart no longer has.
   */
  let stopped: JsonRpcError | undefined
  // Numbers each airdrop so no two are the same bytes. Counted on from what the journal holds, not
  // from 0, so airdrops right after a restart do not repeat the ones just before it.
  let airdrops = ledger.size()

  /** Why a transaction cannot run now, before the SVM sees it. */
  const precheck = (wire: WireTransaction, slot: number, checkBlockhash: boolean) => {
    if (ledger.get(wire.signature)) return 'AlreadyProcessed'
    if (checkBlockhash && recentBlockhashSlot(wire.message.lifetimeToken, slot) === undefined) {
      return 'BlockhashNotFound'
    }
    return undefined
  }

  const chain: SolanaChain = {
    chainId: SOLANA_LAB.chainId,
    genesisHash: SOLANA_LAB.genesisHash,
    slot: () => clock.slot(),
    latestBlockhash() {
      const slot = clock.slot()
      return { blockhash: blockhashAt(slot), lastValidBlockHeight: lastValidBlockHeight(slot) }
    },
    isBlockhashValid: (hash) => recentBlockhashSlot(hash, clock.slot()) !== undefined,
    account: (at) => readAccount(svm, at),
    programAccounts: (program) =>
      svm.getProgramAccounts(address(program)).flatMap((account) => {
        const read = readAccount(svm, account.address)
        return read ? [{ address: account.address as string, account: read }] : []
      }),
    mintDecimals: svmMintDecimals(svm),
    rentExemptMinimum: (size) => svm.minimumBalanceForRentExemption(BigInt(size)),

    send(wire) {
      if (stopped) throw stopped
      const slot = clock.slot()
      const refused = precheck(wire, slot, true)
      if (refused) return { ...unsentExecution(refused), slot }
      const blockTime = clock.unixSeconds()
      const execution = executeTransaction(svm, wire, { slot, unixSeconds: blockTime })
      if (execution.landed) {
        const landed = { signature: wire.signature, slot, blockTime, wire, execution }
        ledger.add(landed)
        try {
          journal.append({
            slot,
            blockTime,
            tx: Buffer.from(wire.bytes).toString('base64'),
            ok: execution.err === null,
          })
        } catch (error) {
          stopped = journalFailure(error)
          fatal(`FATAL: ${stopped.message}`)
          throw stopped
        }
        for (const listener of listeners) {
          try {
            listener(landed)
          } catch (error) {
            warn(
              `A Solana transaction listener failed: ${error instanceof Error ? error.message : String(error)}`,
            )
          }
        }
      }
      return { ...execution, slot }
    },

    simulate(wire, simulation) {
      const slot = clock.slot()
      const refused = precheck(wire, slot, !simulation.replaceRecentBlockhash)
      if (refused) {
        const meta = unsentExecution(refused)
        return { meta, fee: 0n, balances: null, accounts: simulation.accounts.map(() => null), slot }
      }
      const time = { slot, unixSeconds: clock.unixSeconds() }
      return { ...simulateTransaction(svm, wire, time, simulation), slot }
    },

    transaction: (signature) => ledger.get(signature),
    transactionCount: () => ledger.size(),

    async airdrop(to, lamports) {
      // Taken before the await: concurrent airdrops each get their own number.
      const nonce = airdrops++
      const bytes = await airdropTransaction(faucet, address(to), lamports, chain.latestBlockhash(), nonce)
      const wire = parseWireTransaction(bytes)
      return { ...chain.send(wire), signature: wire.signature }
    },

    onTransaction(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    close: () => journal.close(),
  }
  return chain
}

function journalFailure(error: unknown): JsonRpcError {
  const reason = error instanceof Error ? error.message : String(error)
  return new JsonRpcError(
    RPC_ERROR.internalError,
    `The Solana chain stopped taking transactions: its journal could not be written (${reason}). Restart the cloud to go on from what the journal holds.`,
  )
}

/** The execution of a transaction refused before it ran: nothing happened, nothing was charged. */
function unsentExecution(err: string): Execution {
  return {
    err,
    logs: [],
    unitsConsumed: 0n,
    innerInstructions: [],
    returnData: null,
    landed: false,
    fee: 0n,
    preBalances: [],
    postBalances: [],
    preTokenBalances: [],
    postTokenBalances: [],
  }
}
