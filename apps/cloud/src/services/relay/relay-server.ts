import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import { type HostCheckOptions, hostCheck } from '../../edge/host-check.js'
import { type OriginCheckOptions, originCheck } from '../../edge/origin-check.js'
import type { ClientJwtRules } from './client-jwt.js'
import { readConnectAuth } from './connect-auth.js'
import { createHeartbeatSlices } from './heartbeat-slices.js'
import { DEFAULT_PING_INTERVAL_MS, DEFAULT_RELAY_LIMITS, type RelayLimits } from './limits.js'
import { createMemoryRelayState } from './memory-state.js'
import { createPublishRate } from './publish-rate.js'
import { connectRedisRelayState } from './redis-state.js'
import { logRefusalToStderr, type RefusalLog, refusal } from './refusal-log.js'
import { assertRelayUrl, relayAudience } from './relay-audience.js'
import { createRelayHub } from './relay-hub.js'
import { countRelayTraffic, type RelayMetricEvent } from './relay-metrics.js'
import { type LinkedSocket, linkSocket } from './socket-link.js'
import { createSocketQuota } from './socket-quota.js'

export interface RelayServerOptions extends HostCheckOptions, OriginCheckOptions {
  host: string
  /** 0 lets the OS pick a free port (tests). */
  port: number
  limits?: RelayLimits
  /**
   * redis://… (REDIS_URL): the state is shared there with every relay instance on the same Redis.
   * In this process when absent.
   */
  redisUrl?: string
  /** How often every socket is pinged; a socket that missed the previous ping is dropped. */
  pingIntervalMs?: number
  /** Told about a request handler that failed unexpectedly. */
  onError?: (error: unknown) => void
  /** Told about each message published and each delivery (the cloud's /metrics). */
  onMetric?: (event: RelayMetricEvent) => void
  /**
   * The URLs clients are given for this relay besides the ones it listens on, e.g. a load
   * balancer's `wss://relay.example.com`: a client token's `aud` must name one of them.
   */
  publicUrls?: readonly string[]
  /** Told about every connection refused before its handshake; one JSON line on stderr by default. */
  onRefused?: RefusalLog
}

/**
 * The close code that sends WalletConnect clients elsewhere: 1012 "service restart". Their
 * provider treats every close but 3000 as a disconnect and reconnects, through the load balancer,
 * to another instance.
 */
export const RECONNECT_CLOSE_CODE = 1012

/** Ticks per ping interval (one a second by default), each pinging its share of the sockets. */
const HEARTBEAT_SLICES = 15

export interface RunningRelay {
  /** e.g. ws://127.0.0.1:8788: what dapps and wallets pass as `relayUrl`. */
  url: string
  port: number
  /** Closes every socket and the port; safe to call more than once. */
  close(): Promise<void>
  /** Sockets open now. */
  socketCount(): number
  /**
   * A rolling restart: refuses new sockets, closes the open ones with RECONNECT_CLOSE_CODE, waits
   * up to `deadlineMs` for them to go, then closes. Resolves true when they all went in time.
   */
  drain(deadlineMs: number): Promise<boolean>
}

const STATUS_TEXT: Record<number, string> = {
  401: 'Unauthorized',
  403: 'Forbidden',
  421: 'Misdirected Request',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
}

/**
 * The WalletConnect relay: a WebSocket server that speaks the relay JSON-RPC. Its own HTTP
 * server (not the cloud's) because the clients expect the relay at a URL of its own.
 */
export async function startRelay(options: RelayServerOptions): Promise<RunningRelay> {
  const publicUrls = options.publicUrls ?? []
  for (const url of publicUrls) assertRelayUrl(url)
  const limits = options.limits ?? DEFAULT_RELAY_LIMITS
  const onError = options.onError ?? ((error) => console.error('relay: request failed', error))
  const onRefused = options.onRefused ?? logRefusalToStderr
  const state = options.redisUrl
    ? await connectRedisRelayState({ url: options.redisUrl, limits, onError })
    : createMemoryRelayState(limits)
  const shared = createRelayHub(limits, { state, onError })
  const hub = options.onMetric ? countRelayTraffic(shared, options.onMetric) : shared
  const quota = createSocketQuota(limits)
  const publishRate = createPublishRate(limits)
  const sockets = new Set<LinkedSocket>()
  const heartbeatSlices = createHeartbeatSlices<LinkedSocket>(HEARTBEAT_SLICES)
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxFrameBytes,
    perMessageDeflate: false,
  })

  // A WebSocket has no CORS: any page the visitor has open could join the relay, and a DNS-rebound
  // one under its own Host. Both are refused before the handshake.
  let allowedHost: (header: string | undefined) => boolean = () => false
  const trustedOrigin = originCheck(options)
  const authRules: ClientJwtRules = {
    audience: () => false,
    now: Date.now,
    clockSkewSeconds: limits.clockSkewSeconds,
    maxLifetimeSeconds: limits.maxTokenLifetimeSeconds,
  }
  const server = createServer((req, res) => {
    if (!allowedHost(req.headers.host)) {
      res.writeHead(421, { 'content-type': 'text/plain' })
      res.end('Misdirected Request\n')
      return
    }
    res.writeHead(426, { 'content-type': 'text/plain', upgrade: 'websocket' })
    res.end('WalletConnect relay: connect with a WebSocket.\n')
  })
  let draining = false
  server.on('upgrade', (req, socket: Duplex, head) => {
    socket.on('error', () => socket.destroy())
    const origin = req.headers.origin
    const refuse = (status: number, reason: string, clientId?: string) => {
      onRefused(refusal(status, reason, { clientId, origin }))
      refuseUpgrade(socket, `${status} ${STATUS_TEXT[status]}`, reason)
    }
    if (draining) return refuse(503, 'Restarting: connect again')
    if (!allowedHost(req.headers.host)) return refuse(421, 'Misdirected Request')
    if (!trustedOrigin(origin)) return refuse(403, 'Origin not allowed')
    const auth = readConnectAuth(req.url ?? '/', authRules)
    if (!auth.ok) return refuse(401, auth.reason)
    // Past a quota the newcomer is refused: no socket already open is closed to make room.
    const admission = quota.admit(auth.clientId, origin)
    if (!admission.ok) return refuse(admission.status, admission.reason, auth.clientId)
    // The TCP socket's close, not the WebSocket's: a handshake that fails never becomes one.
    socket.once('close', admission.release)
    wss.handleUpgrade(req, socket, head, (ws) => {
      const gone = () => {
        sockets.delete(linked)
        leaveHeartbeat()
      }
      const linked = linkSocket(hub, auth.clientId, ws, onError, gone, publishRate)
      sockets.add(linked)
      const leaveHeartbeat = heartbeatSlices.add(linked)
    })
  })

  // One slice of the sockets per tick: each is pinged once per interval, never all at once.
  const heartbeat = setInterval(
    () => {
      for (const socket of heartbeatSlices.next()) socket.heartbeat()
      if (!heartbeatSlices.roundEnded()) return
      hub.sweep()
      publishRate.sweep()
    },
    (options.pingIntervalMs ?? DEFAULT_PING_INTERVAL_MS) / HEARTBEAT_SLICES,
  )
  heartbeat.unref()

  let closing: Promise<void> | undefined
  const close = () => {
    closing ??= new Promise<void>((done) => {
      clearInterval(heartbeat)
      for (const socket of sockets) socket.terminate()
      wss.close()
      server.closeAllConnections()
      server.close(() => state.close().then(done, done))
    })
    return closing
  }

  const drain = async (deadlineMs: number) => {
    draining = true
    // A message is stored before its publisher hears "ok", so closing sockets loses none the state
    // holds; only a shared state (Redis) outlives this process for the instance they reconnect to.
    for (const client of wss.clients) client.close(RECONNECT_CLOSE_CODE, 'Restarting: reconnect')
    const deadline = Date.now() + deadlineMs
    while (wss.clients.size > 0 && Date.now() < deadline) await new Promise((done) => setTimeout(done, 20))
    const inTime = wss.clients.size === 0
    await close()
    return inTime
  }

  return new Promise((resolve, reject) => {
    server.once('error', (error) => {
      clearInterval(heartbeat)
      state.close().finally(() => reject(error))
    })
    server.listen(options.port, options.host, () => {
      const port = (server.address() as AddressInfo).port
      const url = `ws://${options.host}:${port}`
      allowedHost = hostCheck(port, options)
      authRules.audience = relayAudience(port, url, publicUrls)
      resolve({ url, port, close, drain, socketCount: () => sockets.size })
    })
  })
}

function refuseUpgrade(socket: Duplex, status: string, reason: string): void {
  const body = `${reason}\n`
  socket.end(
    `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Type: text/plain\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  )
}
