import type { ServerResponse } from 'node:http'
import { send } from '../../http/send.js'

/**
 * An answer of the Bitcoin chain's HTTP API: JSON, or text (Esplora answers heights, hashes, raw
 * hex, a broadcast's txid and its errors as plain text).
 */
export type BitcoinAnswer = { status: number; json: unknown } | { status: number; text: string }

export const json = (body: unknown, status = 200): BitcoinAnswer => ({ status, json: body })
export const text = (body: string, status = 200): BitcoinAnswer => ({ status, text: body })

/** CORS `*` like the cloud's other chain endpoints: wallets and pages read the chain directly. */
export function sendBitcoin(
  res: ServerResponse,
  answer: BitcoinAnswer,
  headers: Record<string, string> = {},
) {
  if ('json' in answer) send(res, answer.status, 'application/json', JSON.stringify(answer.json), headers)
  else send(res, answer.status, 'text/plain; charset=utf-8', answer.text, headers)
}
