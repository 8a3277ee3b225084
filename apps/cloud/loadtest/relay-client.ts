import type { KeyObject } from 'node:crypto'
import { generateKeyPairSync } from 'node:crypto'
import { WebSocket } from 'ws'
import { createClientToken } from '../src/services/relay/client-token.js'

/**
 * A lean WalletConnect-relay client for the load test: one socket speaking the relay JSON-RPC by
 * hand (irn_subscribe, irn_publish, acks of irn_subscription), with a signed did:key token. It
 * behaves as the WalletConnect clients do where the load test's figures depend on it: when its
 * socket goes it reconnects (to the next relay URL, as a load balancer would send it), subscribes
 * again, and publishes again what the relay had not confirmed. Thousands of them share a process,
 * so it keeps nothing per message but the unconfirmed publishes.
 */
export interface RelayClientOptions {
  /** Relay URLs; the client starts on `first` and moves to the next one when its socket goes. */
  urls: readonly string[]
  first: number
  /** A message delivered on a subscribed topic (after the client has acknowledged it). */
  onMessage?: (topic: string, message: string) => void
  /** How long to wait before trying the next URL after a failed connection. */
  retryDelayMs?: number
}

export interface RelayClient {
  readonly clientId: string
  /** Resolves once the socket is open (the first time). */
  ready: Promise<void>
  /** Resolves once subscribed; the topic is subscribed again after every reconnect. */
  subscribe(topic: string): Promise<void>
  /** Resolves once the relay has stored the message; survives reconnects (it is sent again). */
  publish(topic: string, message: string, ttlSeconds: number): Promise<void>
  /** Reconnects seen so far. */
  reconnects(): number
  close(): void
}

interface Pending {
  frame: string
  resolve: () => void
}

const DEFAULT_RETRY_DELAY_MS = 100

export function openRelayClient(options: RelayClientOptions): RelayClient {
  const privateKey: KeyObject = generateKeyPairSync('ed25519').privateKey
  const retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS
  const topics = new Set<string>()
  /** Requests not answered yet, by id: sent again on the next socket. */
  const pending = new Map<number, Pending>()
  let nextId = 1
  let index = options.first
  let socket: WebSocket | undefined
  let open = false
  let closed = false
  let reconnects = 0
  let clientId = ''
  let markReady: () => void = () => {}
  const ready = new Promise<void>((resolve) => {
    markReady = resolve
  })

  const request = (method: string, params: unknown): Promise<void> =>
    new Promise((resolve) => {
      const id = nextId++
      const frame = JSON.stringify({ id, jsonrpc: '2.0', method, params })
      pending.set(id, { frame, resolve })
      if (open) socket?.send(frame)
    })

  const onFrame = (text: string) => {
    const frame = JSON.parse(text) as {
      id: number
      method?: string
      params?: { data: { topic: string; message: string } }
      error?: unknown
    }
    if (frame.method === 'irn_subscription') {
      socket?.send(`{"id":${frame.id},"jsonrpc":"2.0","result":true}`)
      const data = frame.params!.data
      options.onMessage?.(data.topic, data.message)
      return
    }
    const request = pending.get(frame.id)
    if (!request) return
    // A refused or failed request (Redis restarting) is tried again, as the clients do.
    if (frame.error !== undefined) {
      setTimeout(() => {
        if (open && pending.has(frame.id)) socket?.send(request.frame)
      }, retryDelayMs)
      return
    }
    pending.delete(frame.id)
    request.resolve()
  }

  const connect = () => {
    const url = options.urls[index % options.urls.length]!
    const auth = createClientToken({ audience: url, privateKey })
    clientId = auth.clientId
    const ws = new WebSocket(`${url}/?auth=${auth.token}&projectId=loadtest&ua=loadtest`, {
      perMessageDeflate: false,
    })
    socket = ws
    let opened = false
    ws.on('open', () => {
      opened = true
      open = true
      markReady()
      const unanswered = [...pending.values()]
      // Subscriptions first, so the topics are heard again before anything else happens.
      for (const topic of topics) void request('irn_subscribe', { topic })
      for (const request of unanswered) ws.send(request.frame)
    })
    ws.on('message', (data) => onFrame(String(data)))
    ws.on('error', () => {})
    ws.on('close', () => {
      open = false
      if (closed) return
      reconnects++
      index++
      // A lost socket reconnects at once; a refused connection waits before the next try.
      setTimeout(connect, opened ? 0 : retryDelayMs)
    })
  }
  connect()

  return {
    get clientId() {
      return clientId
    },
    ready,
    subscribe(topic) {
      topics.add(topic)
      return request('irn_subscribe', { topic })
    },
    publish: (topic, message, ttl) => request('irn_publish', { topic, message, ttl, tag: 0 }),
    reconnects: () => reconnects,
    close() {
      closed = true
      socket?.terminate()
    },
  }
}
