import { getBase58Decoder } from '@solana/kit'
import type { RpcInnerInstructions } from './execute.js'
import type { LandedTransaction } from './ledger.js'
import type { WireMessage } from './wire-transaction.js'

export type TransactionEncoding = 'json' | 'jsonParsed' | 'base64' | 'base58'

/**
 * getTransaction's answer for a landed transaction (EncodedConfirmedTransactionWithStatusMeta).
 * `version` is only there when the client said which versions it reads, as on Solana's nodes.
 * jsonParsed gives every instruction in its "partially decoded" form (program, accounts, data),
 * which is what Solana's nodes give for programs they cannot parse.
 */
export function formatTransaction(
  landed: LandedTransaction,
  encoding: TransactionEncoding,
  withVersion: boolean,
) {
  const parsed = encoding === 'jsonParsed'
  return {
    slot: landed.slot,
    transaction: encodeTransaction(landed, encoding),
    meta: formatMeta(landed, parsed),
    ...(withVersion ? { version: landed.wire.version } : {}),
    blockTime: landed.blockTime,
  }
}

function encodeTransaction(landed: LandedTransaction, encoding: TransactionEncoding) {
  const { wire } = landed
  if (encoding === 'base64') return [Buffer.from(wire.bytes).toString('base64'), 'base64']
  if (encoding === 'base58') return [getBase58Decoder().decode(wire.bytes), 'base58']
  const message = encoding === 'json' ? jsonMessage(wire.message) : parsedMessage(wire.message)
  return { signatures: wire.signatures, message }
}

function jsonMessage(message: WireMessage) {
  const base58 = getBase58Decoder()
  return {
    accountKeys: message.staticAccounts,
    header: {
      numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
      numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
      numRequiredSignatures: message.header.numSignerAccounts,
    },
    instructions: message.instructions.map((instruction) => ({
      accounts: instruction.accountIndices ?? [],
      data: base58.decode(instruction.data ?? new Uint8Array()),
      programIdIndex: instruction.programAddressIndex,
      stackHeight: null,
    })),
    recentBlockhash: message.lifetimeToken,
    ...lookups(message),
  }
}

function parsedMessage(message: WireMessage) {
  const base58 = getBase58Decoder()
  const keys = message.staticAccounts
  const { numSignerAccounts, numReadonlySignerAccounts, numReadonlyNonSignerAccounts } = message.header
  return {
    accountKeys: keys.map((pubkey, index) => ({
      pubkey,
      signer: index < numSignerAccounts,
      source: 'transaction',
      writable:
        index < numSignerAccounts
          ? index < numSignerAccounts - numReadonlySignerAccounts
          : index < keys.length - numReadonlyNonSignerAccounts,
    })),
    instructions: message.instructions.map((instruction) => ({
      accounts: (instruction.accountIndices ?? []).map((index) => keys[index]),
      data: base58.decode(instruction.data ?? new Uint8Array()),
      programId: keys[instruction.programAddressIndex],
      stackHeight: null,
    })),
    recentBlockhash: message.lifetimeToken,
    ...lookups(message),
  }
}

/** A v0 message's address table lookups; a legacy message has none (not even the key). */
function lookups(message: WireMessage) {
  if (message.version !== 0) return {}
  return {
    addressTableLookups: (message.addressTableLookups ?? []).map((lookup) => ({
      accountKey: lookup.lookupTableAddress,
      readonlyIndexes: lookup.readonlyIndexes,
      writableIndexes: lookup.writableIndexes,
    })),
  }
}

function formatMeta(landed: LandedTransaction, parsed: boolean) {
  const { execution } = landed
  const keys = landed.wire.message.staticAccounts
  return {
    err: execution.err,
    status: execution.err === null ? { Ok: null } : { Err: execution.err },
    fee: execution.fee,
    preBalances: execution.preBalances,
    postBalances: execution.postBalances,
    innerInstructions: parsed ? parsedInner(execution.innerInstructions, keys) : execution.innerInstructions,
    logMessages: execution.logs,
    preTokenBalances: execution.preTokenBalances,
    postTokenBalances: execution.postTokenBalances,
    rewards: [],
    loadedAddresses: { readonly: [], writable: [] },
    ...(execution.returnData ? { returnData: execution.returnData } : {}),
    computeUnitsConsumed: execution.unitsConsumed,
  }
}

function parsedInner(groups: RpcInnerInstructions[], keys: readonly string[]) {
  return groups.map((group) => ({
    index: group.index,
    instructions: group.instructions.map((instruction) => ({
      accounts: instruction.accounts.map((index) => keys[index]),
      data: instruction.data,
      programId: keys[instruction.programIdIndex],
      stackHeight: instruction.stackHeight,
    })),
  }))
}
