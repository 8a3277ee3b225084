import { formatEther, type TypedDataDefinition } from 'viem'
import type { ApprovalField } from '../approval/approval-request.js'
import { MESSAGES } from '../messages.js'
import { type Erc20Call, formatTokenAmount, type TokenInfo } from './erc20-call.js'
import type { PricedTransaction } from './fill-transaction.js'
import { signedDomainEntries } from './typed-data-checks.js'

// Readable fields for the approval screen. Long text is cut for the eye only: the user approves
// the request as parsed, which is what is signed, whatever the screen had room for. Calldata is
// never cut (the field scrolls): hiding its end would hide what a transaction does.

const MAX_TEXT = 2000

const { fields: F } = MESSAGES

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}…`
}

/** Bytes as UTF-8 text when they are printable text, else undefined. */
export function readableText(bytes: Uint8Array): string | undefined {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return undefined
  }
  return hasHiddenCharacters(text) ? undefined : text
}

/** Control characters other than tab and newlines would hide what the text says. */
function hasHiddenCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true
  }
  return false
}

function hexBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array((hex.length - 2) / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(2 + i * 2, 4 + i * 2), 16)
  return bytes
}

/** A personal_sign message: its text when it is text, else its hex. */
export function messageField(message: string): ApprovalField {
  const isHex = /^0x([0-9a-fA-F]{2})*$/.test(message)
  const text = isHex ? readableText(hexBytes(message)) : message
  return { label: F.message, value: cut(text ?? message, MAX_TEXT) }
}

export function bytesMessageField(message: Uint8Array): ApprovalField {
  const text = readableText(message)
  const value = text ?? `0x${[...message].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
  return { label: F.message, value: cut(value, MAX_TEXT) }
}

export function typedDataFields(typedData: TypedDataDefinition): ApprovalField[] {
  // Only the domain fields that are hashed (the parse refused any other).
  const domainText = signedDomainEntries(typedData)
    .map(([name, value]) => `${name}: ${String(value)}`)
    .join('\n')
  const message = JSON.stringify(
    typedData.message,
    (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value),
    2,
  )
  return [
    ...(domainText ? [{ label: F.domain, value: domainText }] : []),
    { label: F.primaryType, value: String(typedData.primaryType) },
    { label: F.message, value: cut(message, MAX_TEXT) },
  ]
}

export interface TransactionSummary {
  /** The chain's coin, for the value and the fee (native-coin.ts). */
  symbol: string
  erc20?: Erc20Call | undefined
  token?: TokenInfo | undefined
}

export function transactionFields(tx: PricedTransaction, summary: TransactionSummary): ApprovalField[] {
  const coin = (wei: bigint) => `${formatEther(wei)} ${summary.symbol}`
  const fields: ApprovalField[] = [
    tx.to ? { label: F.to, value: tx.to } : { label: F.to, value: F.contract },
    { label: F.value, value: coin(tx.value) },
  ]
  const { erc20, token } = summary
  if (erc20 && tx.to) {
    fields.push({ label: F.token, value: token ? `${token.symbol} (${tx.to})` : tx.to })
    if (erc20.kind === 'transfer') {
      fields.push(
        { label: F.recipient, value: erc20.to },
        { label: F.amount, value: formatTokenAmount(erc20.amount, token, F.unlimited) },
      )
    } else {
      fields.push(
        { label: F.spender, value: erc20.spender },
        { label: F.allowance, value: formatTokenAmount(erc20.amount, token, F.unlimited) },
      )
    }
  }
  fields.push({ label: F.maxFee, value: coin(tx.maxFee) })
  if (tx.data) {
    const bytes = (tx.data.length - 2) / 2
    fields.push({ label: F.data, value: `${tx.data} (${F.bytes(bytes)})` })
  }
  return fields
}
