import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { type RawData, WebSocket, WebSocketServer } from 'ws'
import { toJsonText } from './json-text.js'
import { RPC_ERROR, SolanaRpcError } from './rpc-error.js'
import { answerRpcPayload, errorResponse } from './rpc-handler.js'
import type { SolanaChain } from './solana-chain.js'
import type { SubscriberSocket, SubscriptionHub } from './subscription-hub.js'
import { subscriptionDispatch } from './subscription-methods.js'

/** Larger than any subscribe request; a bigger frame closes the socket (1009). */
const MAX_FRAME_BYTES = 64 * 1024
/** A client that stops reading loses its socket rather than the cloud buffering without end. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024

export interface WsEndpoint {
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void
  close(): void
}

/**
 * The node's pub/sub over WebSocket (the `ws` package, as the relay), on the HTTP server's own
 * port: JSON-RPC frames in, replies and notifications out. Requests that arrive before the chain
 * is up wait for it.
 */
export function createWsEndpoint(
  ready: Promise<{ chain: SolanaChain; hub: SubscriptionHub }>,
  onError: (error: unknown) => void,
): WsEndpoint {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false })
  const sockets = new Set<WebSocket>()

  const link = (ws: WebSocket) => {
    sockets.add(ws)
    const subscriber: SubscriberSocket = {
      send(text) {
        if (ws.readyState !== WebSocket.OPEN) return
        if (ws.bufferedAmount > MAX_BUFFERED_BYTES) ws.terminate()
        else ws.send(text)
      },
    }
    ws.on('message', (data) => {
      answerFrame(toText(data), ready, subscriber, onError)
        .then((reply) => {
          if (reply !== undefined) subscriber.send(reply)
        })
        .catch(onError)
    })
    ws.on('error', () => ws.terminate())
    ws.on('close', () => {
      sockets.delete(ws)
      ready.then(({ hub }) => hub.dropSocket(subscriber)).catch(() => undefined)
    })
  }

  return {
    upgrade(req, socket, head) {
      wss.handleUpgrade(req, socket, head, link)
    },
    close() {
      for (const ws of sockets) ws.terminate()
      wss.close()
    },
  }
}

async function answerFrame(
  text: string,
  ready: Promise<{ chain: SolanaChain; hub: SubscriptionHub }>,
  subscriber: SubscriberSocket,
  onError: (error: unknown) => void,
): Promise<string | undefined> {
  let payload: unknown
  try {
    payload = JSON.parse(text)
  } catch {
    return toJsonText(errorResponse(null, new SolanaRpcError(RPC_ERROR.parseError, 'Parse error')))
  }
  let started: { chain: SolanaChain; hub: SubscriptionHub }
  try {
    started = await ready
  } catch {
    return toJsonText(
      errorResponse(null, new SolanaRpcError(RPC_ERROR.internalError, 'The Solana chain did not start')),
    )
  }
  const dispatch = subscriptionDispatch(started.chain, started.hub, subscriber)
  const answer = await answerRpcPayload(payload, dispatch, onError)
  return answer === undefined ? undefined : toJsonText(answer)
}

function toText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8')
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  return Buffer.from(data).toString('utf8')
}
