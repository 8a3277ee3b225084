import { getRpcErrorMessage, InvalidRpcResponseError, RpcError } from '@appkit/common'
import { snippet } from './fetch-body.js'

/** JSON-RPC ids this client sends: numbers it counts itself. */
export type RpcId = number

/** One request's outcome, as read from the body. */
export type RpcAnswer =
  | { kind: 'result'; result: unknown }
  | { kind: 'error'; code: number; message: string; data: unknown }
  | { kind: 'invalid'; reason: string }

export interface RpcAnswers {
  byId: Map<RpcId, RpcAnswer>
  /**
   * An error the server could not tie to a request (id null): a batch it could not read at all. It
   * stands for every request without an answer of its own.
   */
  unmatched?: RpcAnswer
}

/**
 * Reads the body of a JSON-RPC POST, a single answer or a batch, into answers by id. The body as a
 * whole must be JSON and an answer or a list of answers, else `InvalidRpcResponseError`; a single
 * answer of the wrong shape spoils only its own request. Answers are matched by id, never by order:
 * a server may answer a batch in any order (JSON-RPC 2.0 §6).
 */
export function readRpcAnswers(text: string, where: string): RpcAnswers {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (cause) {
    throw new InvalidRpcResponseError({ details: `Body is not JSON: ${snippet(text)} (${where})`, cause })
  }
  const items = Array.isArray(json) ? json : [json]
  const answers: RpcAnswers = { byId: new Map() }
  for (const item of items) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      throw new InvalidRpcResponseError({ details: `Not a JSON-RPC answer: ${snippet(text)} (${where})` })
    }
    const { id } = item as { id?: unknown }
    const answer = readAnswer(item)
    if (typeof id === 'number') answers.byId.set(id, answer)
    else if (id === null && answer.kind === 'error') answers.unmatched = answer
  }
  return answers
}

function readAnswer(item: object): RpcAnswer {
  if ('error' in item && item.error !== undefined && item.error !== null) {
    const { code, message, data } = item.error as { code?: unknown; message?: unknown; data?: unknown }
    if (typeof code !== 'number' || !Number.isInteger(code)) {
      return { kind: 'invalid', reason: 'error without an integer code' }
    }
    if (message !== undefined && typeof message !== 'string') {
      return { kind: 'invalid', reason: 'error message is not text' }
    }
    return { kind: 'error', code, message: message ?? '', data }
  }
  if ('result' in item) return { kind: 'result', result: item.result }
  return { kind: 'invalid', reason: 'neither result nor error' }
}

/**
 * What a caller gets for its request: the result, or a typed error. A JSON-RPC error keeps its
 * code in an `RpcError` with the server's message (a node's 'Unsupported chain' says more than the
 * code's standard wording, which stands in when the server gave none).
 */
export function settleAnswer(answer: RpcAnswer | undefined, method: string, where: string): unknown {
  if (answer === undefined) {
    throw new InvalidRpcResponseError({ details: `No answer to ${method} (${where})` })
  }
  if (answer.kind === 'invalid') {
    throw new InvalidRpcResponseError({
      details: `Malformed answer to ${method}: ${answer.reason} (${where})`,
    })
  }
  if (answer.kind === 'error') {
    const message = answer.message || getRpcErrorMessage(answer.code) || 'Unknown error'
    const data = answer.data === undefined ? '' : `; data: ${snippet(JSON.stringify(answer.data))}`
    throw new RpcError(answer.code, message, { details: `${method} (${where})${data}` })
  }
  return answer.result
}
