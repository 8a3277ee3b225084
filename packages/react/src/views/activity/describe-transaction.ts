import type { ActivityTransaction, ActivityTransfer } from '@appkit/controllers'
import { formatTokenAmount } from '../../format-token-amount.js'
import type { Snapshot } from '../../hooks/use-proxy.js'
import { messages } from '../../messages.js'

const DIRECTION = { in: messages.received, out: messages.sent, self: messages.transferToSelf } as const
const STATUS: Record<string, string> = {
  confirmed: messages.confirmed,
  pending: messages.pending,
  failed: messages.failed,
}
const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' })

/** Which way a transfer went, as the visitor reads it ("Sent"). */
export const directionOf = (transfer: Snapshot<ActivityTransfer>) => DIRECTION[transfer.direction]

/** A transfer's amount with its symbol, grouped for the locale ("1,500 USDC"). */
export const amountOf = (transfer: Snapshot<ActivityTransfer>) =>
  messages.tokenAmount(formatTokenAmount(transfer.amount), transfer.symbol ?? '')

/**
 * What a row and the details both say of a transaction: what happened (its first transfer's way,
 * else the API's operation), how much, when, and its status. A pending transaction may have no
 * time yet: it says so instead of failing to render.
 */
export function describeTransaction(transaction: Snapshot<ActivityTransaction>) {
  const transfer = transaction.transfers[0]
  const mined = Date.parse(transaction.minedAt)
  return {
    transfer,
    what: transfer ? directionOf(transfer) : transaction.operationType,
    amount: transfer ? amountOf(transfer) : '',
    date: Number.isNaN(mined) ? messages.pending : dateFormat.format(mined),
    status: STATUS[transaction.status] ?? transaction.status,
    /** Only what is not done yet, or went wrong, is tagged on a row. */
    flagged: transaction.status === 'pending' || transaction.status === 'failed',
  }
}
