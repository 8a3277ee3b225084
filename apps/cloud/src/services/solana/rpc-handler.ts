import { JsonRpcError } from '../../http/json-rpc-error.js'
import { toJsonText } from './json-text.js'
import { invalidRequest, RPC_ERROR } from './rpc-error.js'

export type RpcId = string | number | null

/** Runs one method; throws a JsonRpcError to refuse (an unknown method: methodNotFound()). */
export type RpcDispatch = (method: string, params: unknown) => unknown

export interface RpcResponse {
  jsonrpc: '2.0'
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
  id: RpcId
}

/**
 * Answers a JSON-RPC 2.0 body: one request or a batch, run in order (a batch may send a transaction
 * and then read its effect). Undefined when there is nothing to send back (only notifications).
 * Never throws: a method that fails unexpectedly is reported to `onError` and answered -32603.
 */
export async function answerRpcText(
  text: string,
  dispatch: RpcDispatch,
  onError: (error: unknown) => void,
): Promise<string | undefined> {
  let payload: unknown
  try {
    payload = JSON.parse(text)
  } catch {
    return toJsonText(errorResponse(null, new JsonRpcError(RPC_ERROR.parseError, 'Parse error')))
  }
  const answer = await answerRpcPayload(payload, dispatch, onError)
  return answer === undefined ? undefined : toJsonText(answer)
}

/** As answerRpcText, for a payload already parsed. */
async function answerRpcPayload(
  payload: unknown,
  dispatch: RpcDispatch,
  onError: (error: unknown) => void,
): Promise<RpcResponse | RpcResponse[] | undefined> {
  if (!Array.isArray(payload)) return answerOne(payload, dispatch, onError)
  if (payload.length === 0) return errorResponse(null, invalidRequest())
  const answers: RpcResponse[] = []
  for (const entry of payload) {
    const answer = await answerOne(entry, dispatch, onError)
    if (answer) answers.push(answer)
  }
  return answers.length === 0 ? undefined : answers
}

async function answerOne(
  entry: unknown,
  dispatch: RpcDispatch,
  onError: (error: unknown) => void,
): Promise<RpcResponse | undefined> {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    return errorResponse(null, invalidRequest())
  }
  const request = entry as Record<string, unknown>
  const id = request.id
  if (id !== undefined && id !== null && typeof id !== 'string' && typeof id !== 'number') {
    return errorResponse(null, invalidRequest())
  }
  const replyId = id ?? null
  const params = request.params
  if (
    request.jsonrpc !== '2.0' ||
    typeof request.method !== 'string' ||
    (params !== undefined && (typeof params !== 'object' || params === null))
  ) {
    return errorResponse(replyId, invalidRequest())
  }
  // A request without an id is a notification: it runs, and nothing is sent back.
  const notification = !('id' in request)
  try {
    const result = await dispatch(request.method, params)
    return notification ? undefined : { jsonrpc: '2.0', result, id: replyId }
  } catch (error) {
    if (notification) return undefined
    if (error instanceof JsonRpcError) return errorResponse(replyId, error)
    onError(error)
    return errorResponse(replyId, new JsonRpcError(RPC_ERROR.internalError, 'Internal error'))
  }
}

export function errorResponse(id: RpcId, error: JsonRpcError): RpcResponse {
  return { jsonrpc: '2.0', error: error.toJson(), id }
}
