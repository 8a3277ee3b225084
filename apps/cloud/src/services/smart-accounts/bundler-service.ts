import type { IncomingMessage, ServerResponse } from 'node:http'
import { logInternalError } from '../../edge/internal-error.js'
import { guardRequest } from '../../http/guard.js'
import { HttpError } from '../../http/http-error.js'
import { JSON_RPC_ERROR } from '../../http/json-rpc-error.js'
import type { CorsPolicy } from '../../http/preflight.js'
import { readBody } from '../../http/read-body.js'
import { send, sendCorsError, sendCorsJson } from '../../http/send.js'
import type { Service } from '../../http/service.js'
import { BundlerDownError } from './bundlers.js'
import {
  chainOf,
  rpcErrorReply,
  type SmartAccountsBackend,
  unknownChainMessage,
} from './smart-accounts-backend.js'

export const BUNDLER_PATH = '/v1/bundler'
/** Test mode only: `POST /test/bundler/stop?chainId=` takes a chain's bundler down, `…/start` brings it back. */
export const BUNDLER_TEST_PATH = '/test/bundler'

/** Like the blockchain API's JSON-RPC: any page, since a user operation carries its own signature. */
const CORS: CorsPolicy = { methods: 'POST, OPTIONS', headers: 'content-type' }

export interface BundlerServiceOptions {
  backend: Promise<SmartAccountsBackend>
  /** Mounts the test routes that stop and start a bundler. */
  testMode?: boolean
}

/**
 * `POST /v1/bundler?chainId=eip155:<id>&projectId=…`: the ERC-4337 bundler JSON-RPC of a local
 * chain (eth_sendUserOperation, eth_estimateUserOperationGas, eth_getUserOperationReceipt, …),
 * answered by that chain's Alto behind the cloud's edge checks. A bundler that is down is a 503
 * whose JSON-RPC error says so.
 */
export function bundlerService(options: BundlerServiceOptions): Service {
  options.backend.catch(() => undefined)
  return {
    async handle(req, res, url) {
      if (options.testMode && url.pathname.startsWith(`${BUNDLER_TEST_PATH}/`)) {
        await answerTestRoute(req, res, url, options.backend)
        return true
      }
      if (url.pathname !== BUNDLER_PATH) return false
      if (await guardRequest(req, res, url, { cors: CORS, allowed: ['POST'], slowMs: 0 })) return true
      try {
        await forward(req, res, url, await options.backend)
      } catch (error) {
        if (error instanceof HttpError) sendCorsError(res, error.status, error.message)
        else sendCorsError(res, 500, `Internal error (request ${logInternalError(res, 'Bundler', error)})`)
      }
      return true
    },
  }
}

async function forward(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  backend: SmartAccountsBackend,
): Promise<void> {
  if ((url.searchParams.get('projectId') ?? '').trim() === '') throw new HttpError(400, 'Project ID Missing')
  const target = chainOf(backend, url.searchParams)
  if (target === undefined) throw new HttpError(400, unknownChainMessage(backend))
  const body = await readBody(req)
  const down = (reason: string) =>
    sendCorsJson(
      res,
      503,
      rpcErrorReply(parse(body), JSON_RPC_ERROR.internalError, `Bundler unavailable: ${reason}`),
    )
  const name = `eip155:${target.chain.chainId}`
  let alto: Awaited<ReturnType<SmartAccountsBackend['bundlers']['get']>>
  try {
    alto = await backend.bundlers.get(target.chain.chainId)
  } catch (error) {
    if (!(error instanceof BundlerDownError))
      console.error(`[cloud] the bundler of ${name} did not start:`, error)
    return down(
      error instanceof BundlerDownError
        ? `the bundler of ${name} is down`
        : `the bundler of ${name} did not start`,
    )
  }
  let answer: Response
  try {
    answer = await fetch(alto.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
  } catch {
    return down(`the bundler of ${name} is down`)
  }
  send(res, answer.status, 'application/json', await answer.text())
}

async function answerTestRoute(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  backendPromise: Promise<SmartAccountsBackend>,
): Promise<void> {
  const action = url.pathname.slice(BUNDLER_TEST_PATH.length + 1)
  if (action !== 'stop' && action !== 'start') return sendCorsError(res, 404, `Not found: ${url.pathname}`)
  if (await guardRequest(req, res, url, { cors: { methods: 'POST, OPTIONS' }, allowed: ['POST'], slowMs: 0 }))
    return
  const backend = await backendPromise
  const target = chainOf(backend, url.searchParams)
  if (target === undefined) return sendCorsError(res, 400, unknownChainMessage(backend))
  try {
    if (action === 'stop') await backend.bundlers.stop(target.chain.chainId)
    else await backend.bundlers.start(target.chain.chainId)
    send(res, 204, 'text/plain', '')
  } catch (error) {
    sendCorsError(res, 503, `The bundler did not start (request ${logInternalError(res, 'Bundler', error)})`)
  }
}

function parse(body: string): unknown {
  try {
    return JSON.parse(body)
  } catch {
    return undefined
  }
}
