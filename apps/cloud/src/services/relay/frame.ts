import { JSON_RPC_ERROR, JsonRpcError } from '../../http/json-rpc-error.js'
import { readTopLevelMember } from './raw-member.js'

/** An id exactly as the client wrote it (a JSON number, string or null), echoed back verbatim. */
export type RawId = string

export const NULL_ID: RawId = 'null'

export type Frame =
  | { kind: 'request'; id: RawId; method: string; params: unknown }
  /** The client's answer to one of our requests (the ack of an irn_subscription). */
  | { kind: 'response'; id: RawId; ok: boolean }
  | { kind: 'invalid'; id: RawId; error: JsonRpcError }

/** Classifies one text frame from a client. Never throws: whatever arrives gets an answer. */
export function parseFrame(text: string): Frame {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return invalid(NULL_ID, JSON_RPC_ERROR.parseError, 'Parse error: the frame is not valid JSON')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return invalid(NULL_ID, JSON_RPC_ERROR.invalidRequest, 'Invalid Request: expected a JSON-RPC object')
  }
  const id = readTopLevelMember(text, 'id')
  if (id === undefined || !isIdText(id)) {
    // The relay has no notifications: every request is answered, so it needs an id.
    return invalid(NULL_ID, JSON_RPC_ERROR.invalidRequest, 'Invalid Request: id must be a number or a string')
  }
  const frame = value as Record<string, unknown>
  if ('method' in frame) {
    if (frame.jsonrpc !== '2.0' || typeof frame.method !== 'string') {
      return invalid(
        id,
        JSON_RPC_ERROR.invalidRequest,
        'Invalid Request: expected jsonrpc "2.0" and a method',
      )
    }
    return { kind: 'request', id, method: frame.method, params: frame.params }
  }
  if ('result' in frame || 'error' in frame) return { kind: 'response', id, ok: !('error' in frame) }
  return invalid(id, JSON_RPC_ERROR.invalidRequest, 'Invalid Request: neither a request nor a response')
}

function isIdText(id: RawId): boolean {
  const first = id[0]
  return first === '"' || first === '-' || (first !== undefined && first >= '0' && first <= '9')
}

function invalid(id: RawId, code: number, message: string): Frame {
  return { kind: 'invalid', id, error: new JsonRpcError(code, message) }
}
