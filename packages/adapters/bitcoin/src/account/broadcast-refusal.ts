import { BroadcastRejectedError } from '../errors.js'

/**
 * Esplora passes a node's refusal on as text, in either of electrs' two forms:
 * `sendrawtransaction RPC error: {"code":-26,"message":"min relay fee not met, 100 < 141"}` and
 * `sendrawtransaction RPC error -26: min relay fee not met, 100 < 141`. Either becomes the node's
 * own reason and code; any other text is the reason as it stands.
 */
export function broadcastRefusal(text: string): BroadcastRejectedError {
  const body = text.trim()
  const asJson = /^sendrawtransaction RPC error: (\{.*\})$/s.exec(body)
  if (asJson) {
    try {
      const { code, message } = JSON.parse(asJson[1]!) as { code?: unknown; message?: unknown }
      if (typeof message === 'string') return new BroadcastRejectedError(message, numeric(code))
    } catch {
      // Not JSON after all: the text stands as the reason.
    }
  }
  const asText = /^sendrawtransaction RPC error (-?\d+): (.*)$/s.exec(body)
  if (asText) return new BroadcastRejectedError(asText[2]!, Number(asText[1]))
  return new BroadcastRejectedError(body || 'no reason given')
}

const numeric = (code: unknown) => (typeof code === 'number' && Number.isInteger(code) ? code : undefined)
