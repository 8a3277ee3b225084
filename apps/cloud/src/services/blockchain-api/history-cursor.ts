import type { HistoryPosition } from '../indexer/history-query.js'

/**
 * The history's page cursor: the position of a page's last transaction, as base64url JSON. Opaque to
 * clients (API.md); only this module reads or writes it.
 */
export function encodeHistoryCursor(position: HistoryPosition): string {
  return Buffer.from(JSON.stringify([position.blockNumber, position.txIndex])).toString('base64url')
}

/** The position in a cursor, or undefined when it is not one of ours. */
export function decodeHistoryCursor(cursor: string): HistoryPosition | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (!Array.isArray(value) || value.length !== 2) return undefined
    const [blockNumber, txIndex] = value
    if (!isIndex(blockNumber) || !isIndex(txIndex)) return undefined
    return { blockNumber, txIndex }
  } catch {
    return undefined
  }
}

function isIndex(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
}
