import type { ServerResponse } from 'node:http'
import { HttpError } from '../../http/http-error.js'
import { JsonRpcError } from '../../http/json-rpc-error.js'
import { answerPreflight, type CorsPolicy } from '../../http/preflight.js'

import { readBody } from '../../http/read-body.js'
import { send, sendCorsError } from '../../http/send.js'
import type { Service } from '../../http/service.js'
import { toJsonText } from './json-text.js'
import { solanaDispatch } from './method-table.js'
import { RPC_ERROR } from './rpc-error.js'
import { answerRpcText, errorResponse } from './rpc-handler.js'
import type { SolanaChain } from './solana-chain.js'
import { createSubscriptionHub, type SubscriptionHub } from './subscription-hub.js'
import { createWsEndpoint } from './ws-endpoint.js'

/** Where the node answers on the cloud's server: JSON-RPC over POST, pub/sub over WebSocket. */
export const SOLANA_PATH = '/solana'

export interface SolanaServiceOptions {
  /** A promise: the server listens before the chain has replayed its journal; requests wait for it. */
  chain: Promise<SolanaChain>
  onError?: (error: unknown) => void
  /**
   * Which pages may use the node (edge/origin-check.ts); another Origin is 403, WebSocket included.
   * The node pays `requestAirdrop` to anyone, so not every site the visitor has open may call it.
   * Default: every page (a node on its own, in tests).
   */
  trustedOrigin?: (origin: string | undefined) => boolean
}

export interface SolanaService extends Service {
  /** Closes every subscription socket. */
  close(): void
}

/** Pages post JSON-RPC: POST only. */
const CORS: CorsPolicy = { methods: 'POST, OPTIONS' }

/**
 * The local Solana chain as a Solana RPC node at /solana: what @solana/kit's createSolanaRpc and
 * createSolanaRpcSubscriptions, web3.js and wallets use. CORS like the other services, so trusted
 * pages call it directly; a page of another origin is refused (403).
 */
export function solanaService(options: SolanaServiceOptions): SolanaService {
  const onError = options.onError ?? ((error) => console.error('solana: request failed', error))
  // Kept so an early failure is not reported as unhandled; each request reads the outcome itself.
  options.chain.catch(() => undefined)
  let hub: SubscriptionHub | undefined
  const ready = options.chain.then((chain) => {
    hub = createSubscriptionHub(chain, onError)
    return { chain, hub }
  })
  ready.catch(() => undefined)
  const ws = createWsEndpoint(ready, onError)
  const trusted = options.trustedOrigin ?? (() => true)

  return {
    async handle(req, res, url) {
      if (url.pathname !== SOLANA_PATH && url.pathname !== `${SOLANA_PATH}/`) return false
      if (!trusted(req.headers.origin)) {
        res.writeHead(403, { 'content-type': 'text/plain' })
        res.end('Forbidden: this page may not use the chain\n')
        return true
      }
      if (answerPreflight(req, res, CORS)) return true
      if (req.method !== 'POST') {
        sendCorsError(res, 405, 'Used HTTP Method is not allowed. POST or OPTIONS is required', {
          allow: CORS.methods,
        })
        return true
      }
      let body: string
      try {
        body = await readBody(req)
      } catch (error) {
        if (error instanceof HttpError) sendCorsError(res, error.status, error.message)
        else throw error
        return true
      }
      let chain: SolanaChain
      try {
        chain = await options.chain
      } catch (error) {
        onError(error)
        sendRpcError(res, 503, 'The Solana chain did not start')
        return true
      }
      const answer = await answerRpcText(body, solanaDispatch(chain), onError)
      if (answer === undefined) send(res, 204, 'application/json', '')
      else send(res, 200, 'application/json', answer)
      return true
    },
    upgrade(req, socket, head, url) {
      if (url.pathname !== SOLANA_PATH && url.pathname !== `${SOLANA_PATH}/`) return false
      if (!trusted(req.headers.origin)) {
        socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
        return true
      }
      ws.upgrade(req, socket, head)
      return true
    },
    close() {
      ws.close()
      hub?.close()
    },
  }
}

function sendRpcError(res: ServerResponse, status: number, message: string): void {
  const error = new JsonRpcError(RPC_ERROR.internalError, message)
  send(res, status, 'application/json', toJsonText(errorResponse(null, error)))
}
