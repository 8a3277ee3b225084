import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Transaction } from 'bitcoinjs-lib'

/** An output the fake chain holds for an address. */
export interface FakeUtxo {
  txid: string
  vout: number
  value: number
  confirmed: boolean
}

/** What the fake answers; tests change it between requests. */
export interface FakeEsploraState {
  utxos: Map<string, FakeUtxo[]>
  feeEstimates: Record<string, number> | 'fail'
  /** Raw transactions received by POST /tx, hex. */
  broadcasts: string[]
  /** POST /tx answers 400 with this text when set. */
  refuse?: string
  /** A broadcast transaction is mined at once (for a test of what was sent, not of the wait). */
  confirmOnBroadcast?: boolean
  /** txid → confirmed; a txid not here is 404 unless it was broadcast (then unconfirmed). */
  confirmed: Map<string, boolean>
  /** Requests seen, `METHOD path`. */
  requests: string[]
}

export interface FakeEsplora {
  url: string
  state: FakeEsploraState
  close(): Promise<void>
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
}

function send(res: ServerResponse, status: number, body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  res.writeHead(status, {
    ...CORS,
    'content-type': typeof body === 'string' ? 'text/plain' : 'application/json',
  })
  res.end(text)
}

function answer(state: FakeEsploraState, method: string, path: string, body: string, res: ServerResponse) {
  const utxo = /^\/address\/([^/]+)\/utxo$/.exec(path)
  if (method === 'GET' && utxo) {
    const held = state.utxos.get(decodeURIComponent(utxo[1]!)) ?? []
    return send(
      res,
      200,
      held.map(({ txid, vout, value, confirmed }) => ({ txid, vout, value, status: { confirmed } })),
    )
  }
  const address = /^\/address\/([^/]+)$/.exec(path)
  if (method === 'GET' && address) {
    const held = state.utxos.get(decodeURIComponent(address[1]!)) ?? []
    const sum = (confirmed: boolean) =>
      held.filter((u) => u.confirmed === confirmed).reduce((total, u) => total + u.value, 0)
    const stats = (funded: number) => ({
      funded_txo_count: 0,
      funded_txo_sum: funded,
      spent_txo_count: 0,
      spent_txo_sum: 0,
      tx_count: 0,
    })
    return send(res, 200, {
      address: address[1],
      chain_stats: stats(sum(true)),
      mempool_stats: stats(sum(false)),
    })
  }
  if (method === 'GET' && path === '/fee-estimates') {
    return state.feeEstimates === 'fail' ? send(res, 503, 'unavailable') : send(res, 200, state.feeEstimates)
  }
  const status = /^\/tx\/([0-9a-f]{64})\/status$/.exec(path)
  if (method === 'GET' && status) {
    const confirmed = state.confirmed.get(status[1]!)
    return confirmed === undefined ? send(res, 404, 'Transaction not found') : send(res, 200, { confirmed })
  }
  if (method === 'POST' && path === '/tx') {
    if (state.refuse) return send(res, 400, state.refuse)
    const hex = body.trim()
    let txid: string
    try {
      txid = Transaction.fromHex(hex).getId()
    } catch (error) {
      return send(
        res,
        400,
        `sendrawtransaction RPC error: {"code":-22,"message":"TX decode failed (${error})"}`,
      )
    }
    state.broadcasts.push(hex)
    if (!state.confirmed.has(txid)) state.confirmed.set(txid, state.confirmOnBroadcast === true)
    return send(res, 200, txid)
  }
  send(res, 404, 'not found')
}

/** The four Esplora endpoints a send uses (and the address stats), on a free 127.0.0.1 port. */
export async function startFakeEsplora(): Promise<FakeEsplora> {
  const state: FakeEsploraState = {
    utxos: new Map(),
    feeEstimates: { '1': 5, '2': 3, '3': 3, '6': 2, '144': 1 },
    broadcasts: [],
    confirmed: new Map(),
    requests: [],
  }
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'OPTIONS') return res.writeHead(204, CORS).end()
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/api/, '')
      state.requests.push(`${req.method} ${path}`)
      answer(state, req.method ?? 'GET', path, body, res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/api`,
    state,
    close: () => {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
