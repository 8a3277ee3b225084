import { startTestRedis, type TestRedis } from '../src/services/relay/redis-server.test-helper.js'
import type { GcSummary } from './gc-pauses.js'
import { afterWarmup, type LatencySummary, summarizeLatencies } from './latency-stats.js'
import { pairCalls } from './pair-calls.js'
import type { PairLoadOptions, PairLoadResult } from './pair-load.js'
import { processUsage } from './process-usage.js'
import { type Caller, forkTs, inProcess, type TsProcess } from './ts-process.js'
import { profileWindow } from './window-profile.js'

/**
 * The relay load test: Redis, two relay instances on it (processes), and client processes whose
 * pairs of sockets publish across the instances at a set rate. With `fault`, one instance is
 * killed (SIGKILL) a third of the way in, its clients reconnecting to the other, and Redis is
 * restarted at two thirds (its append-only file keeps what it stored).
 */
export interface RelayLoadOptions {
  sockets: number
  /** Publishes per second, all pairs together. */
  rate: number
  durationSeconds: number
  fault: boolean
  /** Client processes; the sockets are shared out among them. 0: the clients run in this process. */
  workers: number
  /** How long to wait after the last publish for the deliveries still on their way. */
  settleSeconds: number
  messageBytes?: number
  /** Redis's append-only file: written before every answer (`always`) or once a second. */
  appendfsync?: 'always' | 'everysec'
  /** Told what happens (instances up, sockets open, a fault), for the command's progress lines. */
  onProgress?: (line: string) => void
}

export interface RelayLoadReport {
  sockets: number
  appendfsync: string
  rate: number
  durationSeconds: number
  settleSeconds: number
  sent: number
  delivered: number
  lost: number
  repeats: number
  latencyMs: LatencySummary
  /** The same for the messages sent after the first `WARMUP_MS` of publishing. */
  steadyLatencyMs: LatencySummary
  /** Deliveries per second while publishing. */
  throughput: number
  /** Growth of the relays' resident memory from start to all sockets open, per socket. */
  rssPerSocketBytes: number
  /** Each instance's CPU while publishing, in % of one core (the killed one until its end). */
  relayCpuPercent: number[]
  /** CPU time of both instances together per message delivered (its publish, delivery and ack). */
  relayCpuPerMessageMs: number
  /** Redis's CPU time per message delivered (not in a fault run, whose Redis restarts). */
  redisCpuPerMessageMs?: number
  /** The load generator's own CPU time per message sent (its client processes, when it has some). */
  clientsCpuPerMessageMs?: number
  reconnects: number
  relayErrors: number
  /** Each instance still running at the end: its garbage-collection pauses while publishing. */
  relayGc: GcSummary[]
  faults: string[]
}

/** The first seconds of publishing, shown apart in the latency figures (`afterWarmup`). */
export const WARMUP_MS = 5000

/** WalletConnect's messages are encrypted envelopes of a few hundred bytes. */
const DEFAULT_MESSAGE_BYTES = 300
/** Stored messages: what the protocol keeps and redelivers after a reconnect (the clients' default). */
const TTL_SECONDS = 300

interface Instance {
  process: TsProcess
  url: string
}

export async function runRelayLoad(options: RelayLoadOptions): Promise<RelayLoadReport> {
  const progress = options.onProgress ?? (() => {})
  const pairs = Math.floor(options.sockets / 2)
  if (pairs < 1) throw new Error('The load test needs at least 2 sockets (one pair).')
  const appendfsync = options.appendfsync ?? 'everysec'
  const redis = await startTestRedis({ appendfsync })
  const instances: Instance[] = []
  const workers: Caller[] = []
  /** The client processes (none when the clients run in this one): their CPU is measured too. */
  const clientProcesses: TsProcess[] = []
  try {
    // Either instance may have to take every socket (the other one killed); each client publishes
    // its share of the rate, twice over for the catch-up after a fault.
    const limits = {
      maxSockets: options.sockets + 100,
      publishesPerSecondPerClient: Math.max(50, Math.ceil((2 * options.rate) / pairs)),
    }
    for (const process of [relayProcess(), relayProcess()]) {
      const { url } = await process.call<{ url: string }>({ cmd: 'start', redisUrl: redis.url, limits })
      instances.push({ process, url })
    }
    progress(`redis ${redis.url}, relays ${instances.map((i) => i.url).join(' ')}`)
    const baseline = await usages(instances)

    const urls = instances.map((instance) => instance.url)
    const shares = shareOut(pairs, options.workers)
    let offset = 0
    const opening: Promise<unknown>[] = []
    for (const share of shares) {
      const forked = options.workers === 0 ? undefined : forkTs(new URL('./pair-worker.ts', import.meta.url))
      const worker = forked ?? inProcess(pairCalls())
      if (forked) clientProcesses.push(forked)
      workers.push(worker)
      const pairOptions: PairLoadOptions = {
        urls,
        pairs: share,
        offset,
        ratePerSecond: (options.rate * share) / pairs,
        ttlSeconds: TTL_SECONDS,
        messageBytes: options.messageBytes ?? DEFAULT_MESSAGE_BYTES,
      }
      opening.push(worker.call({ cmd: 'open', options: pairOptions }))
      offset += share
    }
    const openedAt = Date.now()
    await Promise.all(opening)
    progress(`${pairs * 2} sockets open and subscribed in ${Date.now() - openedAt} ms`)
    const loaded = await usages(instances)
    const rssPerSocketBytes =
      (sum(loaded.map((u) => u.rssBytes)) - sum(baseline.map((u) => u.rssBytes))) / (pairs * 2)

    const durationMs = options.durationSeconds * 1000
    const faults: string[] = []
    const before = await cpuSamples(instances)
    const redisBefore = (await processUsage(redis.pid())).cpuMs
    const clientsBefore = await cpuMsOf(clientProcesses)
    const after: (CpuSample | undefined)[] = instances.map(() => undefined)
    const faulting = options.fault
      ? injectFaults(durationMs, instances, redis, faults, after, progress)
      : undefined
    const stopProfiles = await profileWindow([
      ...instances.map((instance, i) => ({ name: `relay${i + 1}`, caller: instance.process })),
      ...(options.workers === 0 ? [] : workers.map((caller, i) => ({ name: `clients${i + 1}`, caller }))),
    ])
    const started = Date.now()
    await Promise.all(workers.map((worker) => worker.call({ cmd: 'publish', durationMs })))
    const publishedMs = Date.now() - started
    await stopProfiles()
    const clientsCpuMs = (await cpuMsOf(clientProcesses)) - clientsBefore
    await faulting
    // A fault run's Redis is a new process since its restart: its CPU is not comparable.
    const redisCpuMs = options.fault ? undefined : (await processUsage(redis.pid())).cpuMs - redisBefore
    const live = instances.filter(
      ({ process }) => process.child.exitCode === null && process.child.signalCode === null,
    )
    const atEnd = await cpuSamples(live)
    for (const [i, instance] of instances.entries()) after[i] ??= atEnd[live.indexOf(instance)]
    const settling = Date.now()
    const results = await Promise.all(
      workers.map((worker) =>
        worker.call<PairLoadResult>({ cmd: 'settle', timeoutMs: options.settleSeconds * 1000 }),
      ),
    )
    progress(`published for ${publishedMs} ms, the last deliveries ${Date.now() - settling} ms later`)
    const window = { fromMs: started, toMs: started + publishedMs }
    const stats = await Promise.all(
      live.map((instance) =>
        instance.process.call<{ errors: number; gc: GcSummary }>({ cmd: 'stats', ...window }),
      ),
    )
    const relayCpuMs = sum(after.map((sample, i) => sample!.cpuMs - before[i]!.cpuMs))

    const sent = sum(results.map((r) => r.sent))
    const delivered = sum(results.map((r) => r.delivered))
    return {
      sockets: pairs * 2,
      appendfsync,
      rate: options.rate,
      durationSeconds: options.durationSeconds,
      settleSeconds: options.settleSeconds,
      sent,
      delivered,
      lost: sent - delivered,
      repeats: sum(results.map((r) => r.repeats)),
      latencyMs: summarizeLatencies(results.flatMap((r) => r.latencies)),
      steadyLatencyMs: summarizeLatencies(
        results.flatMap((r) => afterWarmup(r.latencies, r.sentAtMs, WARMUP_MS)),
      ),
      throughput: delivered / (publishedMs / 1000),
      rssPerSocketBytes,
      relayCpuPercent: after.map(
        (sample, i) => (100 * (sample!.cpuMs - before[i]!.cpuMs)) / (sample!.atMs - before[i]!.atMs),
      ),
      relayCpuPerMessageMs: relayCpuMs / Math.max(1, delivered),
      ...(redisCpuMs === undefined ? {} : { redisCpuPerMessageMs: redisCpuMs / Math.max(1, delivered) }),
      ...(clientProcesses.length === 0 ? {} : { clientsCpuPerMessageMs: clientsCpuMs / Math.max(1, sent) }),
      reconnects: sum(results.map((r) => r.reconnects)),
      relayErrors: sum(stats.map((s) => s.errors)),
      relayGc: stats.map((s) => s.gc),
      faults,
    }
  } finally {
    await Promise.all(workers.map((worker) => worker.stop('SIGTERM')))
    await Promise.all(instances.map((instance) => instance.process.stop('SIGTERM')))
    await redis.stop()
  }
}

function relayProcess(): TsProcess {
  return forkTs(new URL('./relay-instance.ts', import.meta.url))
}

/** A third of the way in, the second instance is killed; at two thirds Redis restarts. */
async function injectFaults(
  durationMs: number,
  instances: Instance[],
  redis: TestRedis,
  faults: string[],
  after: (CpuSample | undefined)[],
  progress: (line: string) => void,
): Promise<void> {
  const victim = instances[1]!
  await delay(durationMs / 3)
  after[1] = (await cpuSamples([victim]))[0]
  await victim.process.stop('SIGKILL')
  faults.push(`relay instance 2 killed (SIGKILL) at ${Math.round(durationMs / 3000)} s`)
  progress(faults.at(-1)!)
  await delay(durationMs / 3)
  const downAt = Date.now()
  await redis.restart()
  faults.push(
    `Redis restarted at ${Math.round((2 * durationMs) / 3000)} s (its restart took ${Date.now() - downAt} ms)`,
  )
  progress(faults.at(-1)!)
}

async function cpuMsOf(processes: readonly TsProcess[]): Promise<number> {
  const usages = await Promise.all(processes.map((process) => processUsage(process.child.pid!)))
  return sum(usages.map((usage) => usage.cpuMs))
}

function usages(instances: Instance[]) {
  return Promise.all(instances.map((instance) => processUsage(instance.process.child.pid!)))
}

interface CpuSample {
  cpuMs: number
  atMs: number
}

async function cpuSamples(instances: Instance[]): Promise<CpuSample[]> {
  const atMs = Date.now()
  return (await usages(instances)).map((usage) => ({ cpuMs: usage.cpuMs, atMs }))
}

/** `total` split into `parts` nearly equal whole shares, none empty. */
export function shareOut(total: number, parts: number): number[] {
  const count = Math.max(1, Math.min(parts, total))
  return Array.from({ length: count }, (_, i) => Math.floor(total / count) + (i < total % count ? 1 : 0))
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
const delay = (ms: number) => new Promise((wake) => setTimeout(wake, ms))
