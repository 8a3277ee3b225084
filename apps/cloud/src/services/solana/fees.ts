import { SET_COMPUTE_UNIT_LIMIT, SET_COMPUTE_UNIT_PRICE } from './compute-budget.js'
import { COMPUTE_BUDGET_PROGRAM, SYSTEM_PROGRAM } from './program-ids.js'
import type { WireMessage } from './wire-transaction.js'

/** The base fee of each signature the runtime checks. */
export const LAMPORTS_PER_SIGNATURE = 5000n

/** Programs whose instructions verify signatures too; each such signature is paid for. */
const SIGNATURE_PROGRAMS = new Set([
  'Ed25519SigVerify111111111111111111111111111',
  'KeccakSecp256k11111111111111111111111111111',
  'Secp256r1SigVerify1111111111111111111111111',
])
/** Programs built into the runtime: their instructions reserve 3,000 units by default, others 200,000. */
const BUILTIN_PROGRAMS = new Set([
  SYSTEM_PROGRAM,
  COMPUTE_BUDGET_PROGRAM,
  'AddressLookupTab1e1111111111111111111111111',
  'Vote111111111111111111111111111111111111111',
  'BPFLoader1111111111111111111111111111111111',
  'BPFLoader2111111111111111111111111111111111',
  'BPFLoaderUpgradeab1e11111111111111111111111',
  'LoaderV411111111111111111111111111111111111',
])
const BUILTIN_DEFAULT_UNITS = 3_000n
const PROGRAM_DEFAULT_UNITS = 200_000n
const MAX_COMPUTE_UNITS = 1_400_000n

/**
 * What the runtime charges the fee payer for `message`: 5000 lamports per signature, plus the
 * priority fee (compute-unit price in micro-lamports × the unit limit asked for, rounded up).
 * LiteSVM charges it without reporting it, and getTransaction, getFeeForMessage and the
 * simulation's fee all need it.
 */
export function transactionFee(message: WireMessage): bigint {
  let signatures = BigInt(message.header.numSignerAccounts)
  let unitLimit: bigint | undefined
  let unitPrice = 0n
  let defaultUnits = 0n
  for (const instruction of message.instructions) {
    const program = message.staticAccounts[instruction.programAddressIndex] ?? ''
    const data = instruction.data ?? new Uint8Array()
    if (SIGNATURE_PROGRAMS.has(program)) signatures += BigInt(data[0] ?? 0)
    defaultUnits += BUILTIN_PROGRAMS.has(program) ? BUILTIN_DEFAULT_UNITS : PROGRAM_DEFAULT_UNITS
    if (program !== COMPUTE_BUDGET_PROGRAM) continue
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
    if (data[0] === SET_COMPUTE_UNIT_LIMIT && data.length >= 5) unitLimit = BigInt(view.getUint32(1, true))
    if (data[0] === SET_COMPUTE_UNIT_PRICE && data.length >= 9) unitPrice = view.getBigUint64(1, true)
  }
  const units = minBigInt(unitLimit ?? defaultUnits, MAX_COMPUTE_UNITS)
  const priority = (unitPrice * units + 999_999n) / 1_000_000n
  return signatures * LAMPORTS_PER_SIGNATURE + priority
}

function minBigInt(a: bigint, b: bigint): bigint {
  return a < b ? a : b
}
