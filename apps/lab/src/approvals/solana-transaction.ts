import {
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  getU32Decoder,
  getU64Decoder,
} from '@solana/kit'
import { amount, type Coin } from './coins.js'

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
/** Fee settings a dapp adds to most transactions: nothing a person weighs before signing. */
const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'
/** The System program's instruction index of a lamport transfer. */
const TRANSFER = 2

/**
 * The SOL transfers of a wire transaction (base64), as `[label, value]` rows; any other instruction
 * is named by its program. The popup decodes what the wallet is asked to sign, as a wallet does.
 */
export function describeSolanaTransaction(base64: string, sol: Coin): [string, string][] {
  const { messageBytes } = getTransactionDecoder().decode(getBase64Encoder().encode(base64))
  const message = getCompiledTransactionMessageDecoder().decode(messageBytes)
  // Version 1 messages pack instructions otherwise; no adapter of ours sends one.
  if (!('instructions' in message)) return [['Message version', String(message.version)]]
  const accounts = message.staticAccounts.map(String)
  const rows: [string, string][] = []
  for (const instruction of message.instructions) {
    const program = accounts[instruction.programAddressIndex]
    const data = instruction.data ?? new Uint8Array()
    const indices = instruction.accountIndices ?? []
    if (program === SYSTEM_PROGRAM && data.length === 12 && getU32Decoder().decode(data) === TRANSFER) {
      const lamports = getU64Decoder().decode(data, 4)
      rows.push(['To', accounts[indices[1] ?? -1] ?? '?'], ['Amount', amount(BigInt(lamports), sol)])
    } else if (program !== undefined && program !== COMPUTE_BUDGET_PROGRAM) {
      rows.push(['Program', program])
    }
  }
  return rows
}
