import type { FixtureHandler } from './fixture-server.js'

/** A JSON-RPC request as the fixture server received it. */
export interface RpcMessage {
  jsonrpc: string
  id: number
  method: string
  params: unknown
}

/** An answer to one message; undefined leaves the message unanswered. */
export type RpcFixtureAnswer = { result: unknown } | { error: { code: number; message: string } } | undefined

/**
 * A JSON-RPC endpoint for the fixture server: answers each message of a POST (single or batch) with
 * `answer`, echoing its id. `reverse` answers a batch back to front, as servers may.
 */
export function jsonRpcEndpoint(
  answer: (message: RpcMessage) => RpcFixtureAnswer,
  options: { reverse?: boolean } = {},
): FixtureHandler {
  return (request) => {
    const body = JSON.parse(request.body) as RpcMessage | RpcMessage[]
    const reply = (message: RpcMessage) => {
      const outcome = answer(message)
      return outcome === undefined ? undefined : { jsonrpc: '2.0', id: message.id, ...outcome }
    }
    if (!Array.isArray(body)) return { body: reply(body) ?? [] }
    const answers = body.map(reply).filter((item) => item !== undefined)
    return { body: options.reverse ? answers.reverse() : answers }
  }
}

/** The messages of a recorded POST body, a batch or a single one, as a list. */
export function messagesOf(body: string): RpcMessage[] {
  const json = JSON.parse(body) as RpcMessage | RpcMessage[]
  return Array.isArray(json) ? json : [json]
}
