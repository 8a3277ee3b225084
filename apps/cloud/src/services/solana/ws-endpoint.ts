import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { type RawData, WebSocket, WebSocketServer } from 'ws'
import { JsonRpcError } from '../../http/json-rpc-error.js'
import { RPC_ERROR } from './rpc-error.js'
import { answerRpcText, type RpcDispatch } from './rpc-handler.js'
import type { SolanaChain } from './solana-chain.js'
import type { SubscriberSocket, SubscriptionHub } from './subscription-hub.js'
import { subscriptionDispatch } from './subscription-methods.js'

/** Larger than any subscribe request; a bigger frame closes the socket (1009). */
const MAX_FRAME_BYTES = 64 * 1024
/** A client that stops reading loses its socket rather than the cloud buffering without end. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024
/** How often each socket is pinged; one that has not answered the previous ping by then is dropped. */
export const HEARTBEAT_MS = 30_000

export interface WsEndpoint {
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void
  close(): void
}

export interface WsEndpointOptions {
  /** Tests shorten it. */
  heartbeatMs?: number
}

/**
 * The node's pub/sub over WebSocket (the `ws` package, as the relay), on the HTTP server's own
 * port: JSON-RPC frames in, replies and notifications out. Requests that arrive before the chain
 * is up wait for it.
 */
export function createWsEndpoint(
  ready: Promise<{ chain: SolanaChain; hub: SubscriptionHub }>,
  onError: (error: unknown) => void,
  options: WsEndpointOptions = {},
): WsEndpoint {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false })
  /** Each open socket, and whether it answered the last ping. */
  const sockets = new Map<WebSocket, boolean>()

  // A peer that vanished without a close (a laptop lid, a dropped network) never fires 'close':
  // without this its subscriptions, and a slot timer, would live on.
  const heartbeat = setInterval(() => {
    for (const [ws, answered] of sockets) {
      if (!answered) {
        ws.terminate()
        continue
      }
      sockets.set(ws, false)
      ws.ping()
    }
  }, options.heartbeatMs ?? HEARTBEAT_MS)
  heartbeat.unref()

  const link = (ws: WebSocket) => {
    sockets.set(ws, true)
    let closed = false
    const subscriber: SubscriberSocket = {
      send(text) {
        if (ws.readyState !== WebSocket.OPEN) return
        if (ws.bufferedAmount > MAX_BUFFERED_BYTES) ws.terminate()
        else ws.send(text)
      },
      get closed() {
        return closed
      },
    }
    const methods = ready.then(({ chain, hub }) => subscriptionDispatch(chain, hub, subscriber))
    methods.catch(() => undefined)
    const dispatch: RpcDispatch = async (method, params) => {
      const run = await methods.catch(() => {
        throw new JsonRpcError(RPC_ERROR.internalError, 'The Solana chain did not start')
      })
      return run(method, params)
    }
    ws.on('message', (data) => {
      answerRpcText(toText(data), dispatch, onError)
        .then((reply) => {
          if (reply !== undefined) subscriber.send(reply)
        })
        .catch(onError)
    })
    ws.on('pong', () => {
      if (sockets.has(ws)) sockets.set(ws, true)
    })
    ws.on('error', () => ws.terminate())
    ws.on('close', () => {
      // Set before anything waits on the chain: a subscribe still queued behind `ready` is refused.
      closed = true
      sockets.delete(ws)
      ready.then(({ hub }) => hub.dropSocket(subscriber)).catch(() => undefined)
    })
  }

  return {
    upgrade(req, socket, head) {
      wss.handleUpgrade(req, socket, head, link)
    },
    close() {
      clearInterval(heartbeat)
      for (const ws of sockets.keys()) ws.terminate()
      wss.close()
    },
  }
}

function toText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8')
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  return Buffer.from(data).toString('utf8')
}
