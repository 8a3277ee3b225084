import type { ServerResponse } from 'node:http'
import { API_FAULTS, applyFault, SLOW_FAULT_MS } from '../../http/faults.js'
import { HttpError } from '../../http/http-error.js'
import { answerPreflight, type CorsPolicy } from '../../http/preflight.js'
import { readJsonBody } from '../../http/read-body.js'
import { send, sendCorsError } from '../../http/send.js'
import type { Service } from '../../http/service.js'
import { type IdTokenFaults, isIdTokenFault } from '../oidc/id-token-faults.js'
import { unsupportedNetworkRefusal } from '../swap/swap-endpoints.js'
import { type FaultQueue, QUEUED_FAULTS, type QueuedFault } from './fault-queue.js'

export const FAULTS_PATH = '/test/faults'
const MAX_COUNT = 10_000
const ARMABLE: readonly QueuedFault[] = [...API_FAULTS, ...QUEUED_FAULTS]

export interface FaultServiceOptions {
  queue: FaultQueue
  /** How long `slow` waits; tests shorten it. */
  slowMs?: number
  /** The dev OpenID Connect provider's ID-token faults: `{ path: '/oidc/<name>', fault: 'expired' }`. */
  idTokenFaults?: IdTokenFaults | undefined
  /** Ends the Farcaster relay's live channels now: `{ path: '/farcaster/v1/channel', fault: 'expire-channels' }`. */
  expireFarcasterChannels?: (() => Promise<unknown>) | undefined
}

/** Not armed for later requests: done at once, as if the channels' time had run out. */
const EXPIRE_CHANNELS = { path: '/farcaster/v1/channel', fault: 'expire-channels' } as const

/** Tests arm and clear faults from any page, with any header. */
const CORS: CorsPolicy = { methods: 'POST, DELETE, OPTIONS', headers: '*' }

/**
 * POST /test/faults arms faults for the next requests under a path, DELETE clears them; every other
 * request first checks whether a fault is armed for it. Mounted first, so it covers every service.
 */
export function faultService(options: FaultServiceOptions): Service {
  const slowMs = options.slowMs ?? SLOW_FAULT_MS
  return {
    async handle(req, res, url) {
      if (url.pathname === FAULTS_PATH) {
        if (!answerPreflight(req, res, CORS))
          await answerFaultsPath(req.method, () => readJsonBody(req), res, options)
        return true
      }
      // A preflight is the browser's, not the page's request: it never uses up a fault.
      if (req.method === 'OPTIONS') return false
      const fault = options.queue.take(url.pathname)
      if (fault === undefined) return false
      if (fault === 'unsupported-network') {
        sendCorsError(res, 400, unsupportedNetworkRefusal(url.pathname))
        return true
      }
      // `slow` then lets the request go on to its service; any other fault was the answer.
      return !(await applyFault(res, fault, slowMs))
    },
  }
}

async function answerFaultsPath(
  method: string | undefined,
  body: () => Promise<unknown>,
  res: ServerResponse,
  { queue, idTokenFaults, expireFarcasterChannels }: FaultServiceOptions,
): Promise<void> {
  try {
    if (method === 'DELETE') {
      queue.clear()
      idTokenFaults?.clear()
      return send(res, 204, 'text/plain', '')
    }
    if (method !== 'POST') {
      return sendCorsError(res, 405, 'Method Not Allowed', { allow: 'POST, DELETE, OPTIONS' })
    }
    const armed = await body()
    if (expireFarcasterChannels && isChannelExpiry(armed)) {
      await expireFarcasterChannels()
      return send(res, 204, 'text/plain', '')
    }
    const idTokenFault = idTokenFaults && parseIdTokenArming(armed)
    if (idTokenFault) idTokenFaults.arm(idTokenFault.provider, idTokenFault.fault, idTokenFault.count)
    else {
      const { path, fault, count } = parseArming(armed)
      queue.add(path, fault, count)
    }
    send(res, 204, 'text/plain', '')
  } catch (error) {
    if (!(error instanceof HttpError)) throw error
    sendCorsError(res, error.status, error.message)
  }
}

function isChannelExpiry(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false
  const { path, fault } = body as { path?: unknown; fault?: unknown }
  return path === EXPIRE_CHANNELS.path && fault === EXPIRE_CHANNELS.fault
}

/** `{ path: '/oidc/<name>', fault: <an ID-token fault>, count? }`, else undefined (not such an arming). */
function parseIdTokenArming(body: unknown) {
  if (typeof body !== 'object' || body === null) return undefined
  const { path, fault, count = 1 } = body as { path?: unknown; fault?: unknown; count?: unknown }
  if (!isIdTokenFault(fault)) return undefined
  const provider = typeof path === 'string' ? /^\/oidc\/([a-z]+)$/.exec(path)?.[1] : undefined
  if (provider === undefined) throw new HttpError(400, `Invalid path: ${fault} is armed for /oidc/<provider>`)
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 100) {
    throw new HttpError(400, 'Invalid count: expected an integer from 1 to 100')
  }
  return { provider, fault, count }
}

/** `{ path, fault, count? }`: a path prefix starting with /, a known fault, 1 by default. */
export function parseArming(body: unknown): { path: string; fault: QueuedFault; count: number } {
  if (typeof body !== 'object' || body === null)
    throw new HttpError(400, 'Invalid body: expected { path, fault, count }')
  const { path, fault, count = 1 } = body as { path?: unknown; fault?: unknown; count?: unknown }
  if (typeof path !== 'string' || !path.startsWith('/'))
    throw new HttpError(400, 'Invalid path: expected one starting with /')
  const known = ARMABLE.find((name) => name === fault)
  if (known === undefined)
    throw new HttpError(400, `Unknown fault ${JSON.stringify(fault)}; use one of ${ARMABLE.join(', ')}`)
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_COUNT) {
    throw new HttpError(400, `Invalid count: expected an integer from 1 to ${MAX_COUNT}`)
  }
  return { path, fault: known, count }
}
