import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { encodeBase58 } from '@appkit/common'
import { getBase64Encoder, getTransactionDecoder } from '@solana/kit'
import { LIFETIME, signatureCheck } from './transactions.js'

export interface SolanaRpcCall {
  method: string
  params: unknown[]
}

/** A method's answer: what it returns is the result; what it throws, a JSON-RPC error. */
export type SolanaRpcHandler = (params: unknown[]) => unknown

export interface FakeSolanaRpc {
  readonly url: string
  /** Every call received, in order, answered or not. */
  readonly calls: SolanaRpcCall[]
  /** Replaceable between requests; a method without a handler is answered -32601, as a node does. */
  handlers: Record<string, SolanaRpcHandler>
  /** The params of each call of `method`, in order. */
  paramsOf(method: string): unknown[][]
  /** The one transaction the node was sent: as sent (base64), its bytes, and the options; throws unless one. */
  sentTransaction(): { wire: string; bytes: Uint8Array; options: unknown }
  close(): Promise<void>
}

/** What a node says of a failed call: the thrown error's own `code` when it has one, else a server error. */
function rpcError(error: unknown) {
  const { code, message } = error as { code?: unknown; message?: unknown }
  return { code: typeof code === 'number' ? code : -32000, message: String(message) }
}

const unknownMethod = () => {
  throw Object.assign(new Error('Method not found'), { code: -32601 })
}

function answer(res: ServerResponse, headers: Record<string, string>, body: unknown) {
  res.writeHead(200, { ...headers, 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

/**
 * A Solana JSON-RPC node on a free 127.0.0.1 port that knows the methods of `handlers`. It answers
 * the CORS preflight a page's fetch (happy-dom's) sends first, allowing the headers asked (kit adds
 * its own). Single requests only: nothing in the adapter batches.
 */
export async function startFakeSolanaRpc(
  handlers: Record<string, SolanaRpcHandler> = {},
): Promise<FakeSolanaRpc> {
  const calls: SolanaRpcCall[] = []
  const server = createServer((req, res) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': req.headers['access-control-request-headers'] ?? 'content-type',
    }
    if (req.method === 'OPTIONS') return res.writeHead(204, cors).end()
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', async () => {
      const { id, method, params } = JSON.parse(body) as { id: unknown; method: string; params?: unknown[] }
      const call = { method, params: params ?? [] }
      calls.push(call)
      const handler = fake.handlers[method] ?? unknownMethod
      try {
        answer(res, cors, { jsonrpc: '2.0', id, result: await handler(call.params) })
      } catch (error) {
        answer(res, cors, { jsonrpc: '2.0', id, error: rpcError(error) })
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const fake: FakeSolanaRpc = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    handlers,
    paramsOf: (method) => calls.filter((call) => call.method === method).map((call) => call.params),
    sentTransaction() {
      const sent = fake.paramsOf('sendTransaction')
      if (sent.length !== 1) throw new Error(`the node was sent ${sent.length} transactions, not one`)
      const [wire, options] = sent[0] as [string, unknown]
      return { wire, bytes: new Uint8Array(getBase64Encoder().encode(wire)), options }
    },
    close: () => {
      // Keep-alive connections would hold close() open until they time out.
      server.closeAllConnections()
      return new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      )
    },
  }
  return fake
}

/** `getLatestBlockhash`, always `LIFETIME`. */
export const latestBlockhash: SolanaRpcHandler = () => ({
  context: { slot: 1 },
  value: { blockhash: LIFETIME.blockhash, lastValidBlockHeight: Number(LIFETIME.lastValidBlockHeight) },
})

/**
 * `sendTransaction` as a node takes it: refused (-32003, the node's words) unless every signature
 * is there and verifies; else answered with the transaction's id, its fee payer's signature.
 */
export const acceptTransaction: SolanaRpcHandler = async ([wire]) => {
  const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(wire as string))
  const checks = Object.values(await signatureCheck(transaction))
  if (!checks.every(Boolean)) {
    throw Object.assign(new Error('Transaction signature verification failure'), { code: -32003 })
  }
  return encodeBase58(Object.values(transaction.signatures)[0]!)
}
