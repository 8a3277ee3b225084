import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RpcCall {
  method: string
  params: unknown[]
}

/** What the fake answers a call with: a result, or a JSON-RPC error object. */
export type RpcAnswer = { result: unknown } | { error: { code: number; message: string; data?: unknown } }

export interface FakeSolanaRpc {
  url: string
  calls: RpcCall[]
  close(): Promise<void>
}

/**
 * A tiny Solana JSON-RPC endpoint on 127.0.0.1 for unit tests: records each call and answers with
 * `answer`. Only what the wallet sends is understood (single POSTed requests, no batches).
 */
export async function startFakeSolanaRpc(answer: (call: RpcCall) => RpcAnswer): Promise<FakeSolanaRpc> {
  const calls: RpcCall[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8')
    })
    request.on('end', () => {
      const { id, method, params } = JSON.parse(body) as { id: unknown; method: string; params?: unknown[] }
      const call = { method, params: params ?? [] }
      calls.push(call)
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ jsonrpc: '2.0', id, ...answer(call) }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}
