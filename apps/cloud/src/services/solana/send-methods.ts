import { JsonRpcError } from '../../http/json-rpc-error.js'
import { encodeAccount, readAccountOptions } from './account-encoding.js'
import type { Simulation } from './execute.js'
import { MAX_AIRDROP_LAMPORTS } from './faucet.js'
import {
  checkMinContextSlot,
  positionalParams,
  readAddress,
  readBoolean,
  readCommitment,
  readConfig,
  readEncoding,
  readInteger,
} from './params.js'
import { type SolanaMethod, withContext } from './rpc-context.js'
import { invalidParams, RPC_ERROR } from './rpc-error.js'
import { describeTransactionError, type TransactionError } from './transaction-error.js'
import { decodeWireTransaction, type WireTransaction } from './wire-transaction.js'

/** Errors Solana's nodes find while sanitizing a transaction, before any preflight: -32602 always. */
const SANITIZE_ERRORS = new Set([
  'SanitizeFailure',
  'AccountLoadedTwice',
  'TooManyAccountLocks',
  'UnsupportedVersion',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
])

function refuseUnsanitary(err: TransactionError | null): void {
  if (typeof err === 'string' && SANITIZE_ERRORS.has(err)) {
    throw invalidParams(`invalid transaction: ${describeTransactionError(err)}`)
  }
}

function readTransaction(encoded: unknown, config: Record<string, unknown>): WireTransaction {
  return decodeWireTransaction(encoded, readEncoding(config, ['base58', 'base64'], 'base58'))
}

/** RpcSimulateTransactionResult: what simulateTransaction answers and a failed preflight carries. */
function simulationResult(
  simulation: Simulation,
  extra: { accounts: unknown[] | null; innerInstructions: boolean; replacementBlockhash: unknown },
) {
  const { meta, balances } = simulation
  return {
    err: meta.err,
    logs: meta.logs,
    accounts: extra.accounts,
    unitsConsumed: meta.unitsConsumed,
    returnData: meta.returnData,
    innerInstructions: extra.innerInstructions ? meta.innerInstructions : null,
    replacementBlockhash: extra.replacementBlockhash,
    fee: meta.err === null ? simulation.fee : null,
    preBalances: balances?.preBalances ?? null,
    postBalances: balances?.postBalances ?? null,
    preTokenBalances: balances?.preTokenBalances ?? null,
    postTokenBalances: balances?.postTokenBalances ?? null,
    loadedAddresses: { readonly: [], writable: [] },
  }
}

/**
 * Submits a transaction. Unless `skipPreflight`, it is simulated first and refused if that fails
 * (-32002 with the logs, -32003 for a bad signature), as Solana's nodes do. Skipping preflight, a
 * transaction that cannot land (a stale blockhash, no funds for the fee) is "dropped": its
 * signature comes back and its status stays null.
 */
const sendTransaction: SolanaMethod = (chain, params) => {
  const [encoded, raw] = positionalParams(params, 1, 2)
  const config = readConfig(raw)
  const wire = readTransaction(encoded, config)
  readCommitment(config, 'preflightCommitment')
  if (config.maxRetries !== undefined && config.maxRetries !== null)
    readInteger(config.maxRetries, 'maxRetries')
  checkMinContextSlot(config, chain.slot())
  if (!readBoolean(config, 'skipPreflight', false)) {
    const simulation = chain.simulate(wire, { sigVerify: true, replaceRecentBlockhash: false, accounts: [] })
    const { err } = simulation.meta
    refuseUnsanitary(err)
    if (err === 'SignatureFailure') {
      throw new JsonRpcError(
        RPC_ERROR.signatureVerificationFailure,
        'Transaction signature verification failure',
      )
    }
    if (err !== null) {
      throw new JsonRpcError(
        RPC_ERROR.preflightFailure,
        `Transaction simulation failed: ${describeTransactionError(err)}`,
        simulationResult(simulation, {
          accounts: null,
          innerInstructions: false,
          replacementBlockhash: null,
        }),
      )
    }
  }
  const outcome = chain.send(wire)
  if (!outcome.landed) refuseUnsanitary(outcome.err)
  return wire.signature
}

const simulateTransaction: SolanaMethod = (chain, params) => {
  const [encoded, raw] = positionalParams(params, 1, 2)
  const config = readConfig(raw)
  const wire = readTransaction(encoded, config)
  readCommitment(config)
  const sigVerify = readBoolean(config, 'sigVerify', false)
  const replaceRecentBlockhash = readBoolean(config, 'replaceRecentBlockhash', false)
  if (sigVerify && replaceRecentBlockhash) {
    throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
  }
  const innerInstructions = readBoolean(config, 'innerInstructions', false)
  const { addresses, options } = readSimulationAccounts(config.accounts)
  checkMinContextSlot(config, chain.slot())
  const simulation = chain.simulate(wire, { sigVerify, replaceRecentBlockhash, accounts: addresses ?? [] })
  refuseUnsanitary(simulation.meta.err)
  const accounts = addresses
    ? simulation.accounts.map((account) =>
        account ? encodeAccount(account, options, chain.mintDecimals) : null,
      )
    : null
  return withContext(
    simulation.slot,
    simulationResult(simulation, {
      accounts,
      innerInstructions,
      replacementBlockhash: replaceRecentBlockhash ? chain.latestBlockhash() : null,
    }),
  )
}

/** `accounts: { addresses, encoding }` of simulateTransaction; base58 cannot be asked for there. */
function readSimulationAccounts(value: unknown) {
  if (value === undefined || value === null)
    return { addresses: undefined, options: { encoding: 'base64' as const } }
  const config = readConfig(value)
  if (!Array.isArray(config.addresses))
    throw invalidParams('Invalid params: accounts.addresses must be an array')
  const options = readAccountOptions({ encoding: config.encoding }, 'base64')
  if (options.encoding === 'binary' || options.encoding === 'base58') {
    throw invalidParams('Invalid params: base58 encoding not supported')
  }
  return { addresses: config.addresses.map(readAddress), options }
}

/** Pays SOL from the chain's faucet in an ordinary transaction; answers its signature. */
const requestAirdrop: SolanaMethod = async (chain, params) => {
  const [at, amount, raw] = positionalParams(params, 2, 3)
  const address = readAddress(at)
  const lamports = BigInt(readInteger(amount, 'lamports'))
  readCommitment(readConfig(raw))
  if (lamports === 0n || lamports > MAX_AIRDROP_LAMPORTS) {
    throw invalidParams(`Invalid params: an airdrop is 1 to ${MAX_AIRDROP_LAMPORTS} lamports`)
  }
  const outcome = await chain.airdrop(address, lamports)
  if (!outcome.landed) throw new JsonRpcError(RPC_ERROR.internalError, 'airdrop request failed')
  return outcome.signature
}

export const SEND_METHODS: Readonly<Record<string, SolanaMethod>> = {
  sendTransaction,
  simulateTransaction,
  requestAirdrop,
}
