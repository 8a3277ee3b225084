import { getCompiledTransactionMessageDecoder, getTransactionDecoder } from '@solana/kit'
import type { ApprovalField } from '../approval/approval-request.js'
import { MESSAGES } from '../messages.js'

// What a Solana transaction does, for the approval screen: System and SPL token transfers (and
// token approvals) with their amounts, every other instruction by its program id. The screen
// reads the instructions from the very bytes that are signed.

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const TOKEN_PROGRAMS = new Set([
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
])
const U64_MAX = 0xffff_ffff_ffff_ffffn
const { fields: F, solana: S } = MESSAGES

interface CompiledInstruction {
  programAddressIndex: number
  accountIndices?: readonly number[] | undefined
  data?: ArrayLike<number> | undefined
}

/** A u64 (little-endian) at `offset`. */
function u64(data: Uint8Array, offset: number): bigint {
  return new DataView(data.buffer, data.byteOffset + offset, 8).getBigUint64(0, true)
}

/** Smallest units as a decimal amount (lamports with 9 decimals, a token's own decimals). */
export function formatUnitsOf(amount: bigint, decimals: number): string {
  if (decimals === 0) return amount.toString()
  const text = amount.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, -decimals)
  const fraction = text.slice(-decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

// Lengths are minimums, not exact: the System and Token programs read what they need and ignore
// trailing bytes, so an exact match would let one extra byte hide an amount (or UNLIMITED).
function describeInstruction(program: string, accounts: string[], data: Uint8Array): string {
  if (
    program === SYSTEM_PROGRAM &&
    data.length >= 12 &&
    data[0] === 2 &&
    data[1] === 0 &&
    data[2] === 0 &&
    data[3] === 0
  ) {
    return S.solTransfer(formatUnitsOf(u64(data, 4), 9), accounts[0] ?? '?', accounts[1] ?? '?')
  }
  if (TOKEN_PROGRAMS.has(program)) {
    const amountOf = (raw: bigint, decimals?: number) =>
      raw === U64_MAX ? F.unlimited : decimals === undefined ? S.rawUnits(raw) : formatUnitsOf(raw, decimals)
    // Transfer: [source, destination, authority]; TransferChecked: [source, mint, destination, authority].
    if (data[0] === 3 && data.length >= 9) {
      return S.tokenTransfer(
        amountOf(u64(data, 1)),
        '',
        accounts[0] ?? '?',
        accounts[1] ?? '?',
        accounts[2] ?? '?',
      )
    }
    if (data[0] === 12 && data.length >= 10) {
      return S.tokenTransfer(
        amountOf(u64(data, 1), data[9]),
        accounts[1] ?? '?',
        accounts[0] ?? '?',
        accounts[2] ?? '?',
        accounts[3] ?? '?',
      )
    }
    // Approve: [source, delegate, owner]; ApproveChecked: [source, mint, delegate, owner].
    if (data[0] === 4 && data.length >= 9) {
      return S.tokenApprove(amountOf(u64(data, 1)), '', accounts[0] ?? '?', accounts[1] ?? '?')
    }
    if (data[0] === 13 && data.length >= 10) {
      return S.tokenApprove(
        amountOf(u64(data, 1), data[9]),
        accounts[1] ?? '?',
        accounts[0] ?? '?',
        accounts[2] ?? '?',
      )
    }
  }
  return S.program(program, accounts.length, data.length)
}

/** The fee payer and one field per instruction of a wire transaction; throws when it does not decode. */
export function solanaTransactionFields(wire: Uint8Array): ApprovalField[] {
  const { messageBytes } = getTransactionDecoder().decode(wire)
  const message = getCompiledTransactionMessageDecoder().decode(messageBytes) as {
    staticAccounts: readonly string[]
    instructions: readonly CompiledInstruction[]
  }
  const { staticAccounts } = message
  // Accounts past the static ones come from address lookup tables, which only the chain can resolve.
  const account = (index: number) => staticAccounts[index] ?? S.lookupAccount(index)
  const fields: ApprovalField[] = [{ label: F.feePayer, value: staticAccounts[0] ?? '?' }]
  message.instructions.forEach((instruction, index) => {
    const program = account(instruction.programAddressIndex)
    const accounts = (instruction.accountIndices ?? []).map(account)
    const data = Uint8Array.from(instruction.data ?? [])
    fields.push({
      label: `${F.instruction} ${index + 1}`,
      value: describeInstruction(program, accounts, data),
    })
  })
  return fields
}

/**
 * True when `bytes` are a whole Solana transaction message (or a signed transaction): signing them
 * "as a message" would sign that transaction, which the screen would never have shown as one.
 */
export function isTransactionMessage(bytes: Uint8Array): boolean {
  if (isWholeMessage(bytes)) return true
  try {
    // A wire transaction: its signatures, then a whole message that asks for that many.
    const { signatures, messageBytes } = getTransactionDecoder().decode(bytes)
    return Object.keys(signatures).length >= 1 && isWholeMessage(new Uint8Array(messageBytes))
  } catch {
    return false
  }
}

/** The bytes decode as one compiled message, to the last byte, with at least one signer. */
function isWholeMessage(bytes: Uint8Array): boolean {
  try {
    const [message, offset] = getCompiledTransactionMessageDecoder().read(bytes, 0)
    const { header, staticAccounts } = message as unknown as {
      header: { numSignerAccounts: number }
      staticAccounts: readonly string[]
    }
    return (
      offset === bytes.length &&
      header.numSignerAccounts >= 1 &&
      header.numSignerAccounts <= staticAccounts.length
    )
  } catch {
    return false
  }
}
