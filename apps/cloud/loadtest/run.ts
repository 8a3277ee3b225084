import { cpus, loadavg, totalmem } from 'node:os'
import { parseLoadtestArgs } from './loadtest-args.js'
import { type RelayLoadReport, runRelayLoad, WARMUP_MS } from './relay-load.js'
import { count, formatTable, kib, micros, ms } from './report-table.js'

/*
 * `pnpm loadtest`: the relay (or with --api the API) under load on this machine, a table of
 * figures at the end. README, "Load test".
 */
async function main(): Promise<void> {
  const args = parseLoadtestArgs(process.argv.slice(2))
  const progress = (line: string) => console.error(`… ${line}`)
  console.error(machineLine())
  if (args.mode === 'api') {
    const { runApiLoad, apiReportRows } = await import('./api-load.js')
    const report = await runApiLoad({ ...args, onProgress: progress })
    console.log(formatTable(`API (${report.route})`, apiReportRows(report)))
    return
  }
  const report = await runRelayLoad({
    ...args,
    appendfsync: args.fsync,
    onProgress: progress,
  })
  console.log(formatTable(args.fault ? 'Relay, fault run' : 'Relay', relayReportRows(report)))
  if (report.lost > 0) process.exitCode = 1
}

export function relayReportRows(report: RelayLoadReport): [string, string][] {
  return [
    ['sockets (2 instances, 1 Redis)', count(report.sockets)],
    ['Redis appendfsync', report.appendfsync],
    ['rate (messages/s)', count(report.rate)],
    ['duration', `${report.durationSeconds} s`],
    ['sent (stored, ttl 300 s)', count(report.sent)],
    ['delivered', count(report.delivered)],
    [`lost (not delivered ${report.settleSeconds} s after)`, count(report.lost)],
    ['repeats (dropped by the client)', count(report.repeats)],
    ['latency p50', ms(report.latencyMs.p50)],
    ['latency p99', ms(report.latencyMs.p99)],
    ['latency max', ms(report.latencyMs.max)],
    [`latency p99, after the first ${WARMUP_MS / 1000} s`, ms(report.steadyLatencyMs.p99)],
    [`latency max, after the first ${WARMUP_MS / 1000} s`, ms(report.steadyLatencyMs.max)],
    ['throughput (deliveries/s)', count(report.throughput)],
    ['relay RSS per socket', kib(report.rssPerSocketBytes)],
    ['relay CPU (% of a core, each)', report.relayCpuPercent.map((p) => `${Math.round(p)}%`).join(' / ')],
    ['relay CPU per message (both)', micros(report.relayCpuPerMessageMs)],
    ...(report.redisCpuPerMessageMs === undefined
      ? []
      : [['Redis CPU per message', micros(report.redisCpuPerMessageMs)] as [string, string]]),
    ...(report.clientsCpuPerMessageMs === undefined
      ? []
      : [['load generator CPU per message', micros(report.clientsCpuPerMessageMs)] as [string, string]]),
    ['reconnects', count(report.reconnects)],
    ['relay errors', count(report.relayErrors)],
    [
      'relay GC pauses (longest, total, each)',
      report.relayGc.map((gc) => `${ms(gc.longestMs)}, ${ms(gc.totalMs)}`).join(' / '),
    ],
    ...report.faults.map((fault): [string, string] => ['fault', fault]),
  ]
}

function machineLine(): string {
  const [one, five] = loadavg()
  return (
    `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, ` +
    `Node ${process.version}, load average ${one!.toFixed(2)} / ${five!.toFixed(2)}`
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
