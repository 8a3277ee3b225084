import { randomBytes } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { openRelayClient, type RelayClient } from './relay-client.js'
import { sendSchedule } from './send-schedule.js'

/**
 * Pairs of sockets, the subscriber of each on one relay instance and its publisher on the other,
 * as a dapp and a wallet behind a load balancer. Publisher and subscriber of a pair live in the
 * same process, so a message's latency (publish → delivery) is read on one clock.
 */
export interface PairLoadOptions {
  urls: readonly string[]
  /** Pairs in this process; pair i's subscriber is on urls[(offset + i) % n], its publisher on the next. */
  pairs: number
  offset: number
  /** Publishes per second over all the pairs of this process. */
  ratePerSecond: number
  /** Seconds the relay keeps each message: every message is stored, as WalletConnect's are. */
  ttlSeconds: number
  /** Bytes of each message, about a WalletConnect envelope's. */
  messageBytes: number
  /** Sockets opening at once, so that the handshakes do not time out on a busy machine. */
  openConcurrency?: number
}

export interface PairLoadResult {
  sent: number
  /** Messages delivered at least once. */
  delivered: number
  /** Deliveries of a message already delivered (after a reconnect or a Redis restart). */
  repeats: number
  /** Publish → first delivery, milliseconds. */
  latencies: number[]
  /** When each of those messages was sent, in milliseconds from the start of publishing. */
  sentAtMs: number[]
  reconnects: number
}

export interface PairLoad {
  /** Publishes at the rate until `durationMs` has passed. */
  publish(durationMs: number): Promise<void>
  /** Resolves once every sent message arrived, or when `timeoutMs` passed. */
  settle(timeoutMs: number): Promise<PairLoadResult>
  close(): void
}

const TICK_MS = 5
const DEFAULT_OPEN_CONCURRENCY = 200

export async function openPairLoad(options: PairLoadOptions): Promise<PairLoad> {
  const padding = 'x'.repeat(Math.max(0, options.messageBytes - 40))
  const topics = Array.from({ length: options.pairs }, () => randomBytes(32).toString('hex'))
  const pairOf = new Map(topics.map((topic, i) => [topic, i]))
  const received = topics.map(() => new Set<number>())
  const sentBy = topics.map(() => 0)
  const latencies: number[] = []
  const sentAtMs: number[] = []
  let publishStartedAt = 0
  let sent = 0
  let delivered = 0
  let repeats = 0

  const onMessage = (topic: string, message: string) => {
    const pair = pairOf.get(topic)
    if (pair === undefined) return
    const [seq, at] = message.split('|', 2)
    const seen = received[pair]!
    if (seen.has(Number(seq))) {
      repeats++
      return
    }
    seen.add(Number(seq))
    delivered++
    latencies.push(performance.now() - Number(at))
    sentAtMs.push(Number(at) - publishStartedAt)
  }

  const subscribers: RelayClient[] = []
  const publishers: RelayClient[] = []
  const concurrency = options.openConcurrency ?? DEFAULT_OPEN_CONCURRENCY
  for (let start = 0; start < options.pairs; start += concurrency) {
    const batch: Promise<void>[] = []
    for (let i = start; i < Math.min(options.pairs, start + concurrency); i++) {
      const first = options.offset + i
      const subscriber = openRelayClient({ urls: options.urls, first, onMessage })
      const publisher = openRelayClient({ urls: options.urls, first: first + 1 })
      subscribers.push(subscriber)
      publishers.push(publisher)
      batch.push(subscriber.subscribe(topics[i]!), publisher.ready)
    }
    await Promise.all(batch)
  }

  const publishOne = (pair: number) => {
    const seq = sentBy[pair]!++
    sent++
    const message = `${seq}|${performance.now()}|${padding}`
    void publishers[pair]!.publish(topics[pair]!, message, options.ttlSeconds)
  }

  return {
    publish(durationMs) {
      const start = performance.now()
      publishStartedAt = start
      const due = sendSchedule(options.ratePerSecond, start, durationMs)
      let next = 0
      return new Promise((done) => {
        const timer = setInterval(() => {
          const now = performance.now()
          const count = due(now)
          for (let i = 0; i < count; i++) {
            publishOne(next)
            next = (next + 1) % options.pairs
          }
          if (now >= start + durationMs) {
            clearInterval(timer)
            done()
          }
        }, TICK_MS)
      })
    },
    async settle(timeoutMs) {
      const deadline = performance.now() + timeoutMs
      while (delivered < sent && performance.now() < deadline) {
        await new Promise((wake) => setTimeout(wake, 50))
      }
      const reconnects = [...subscribers, ...publishers].reduce((sum, c) => sum + c.reconnects(), 0)
      return {
        sent,
        delivered,
        repeats,
        latencies: latencies.slice(),
        sentAtMs: sentAtMs.slice(),
        reconnects,
      }
    },
    close() {
      for (const client of [...subscribers, ...publishers]) client.close()
    },
  }
}
