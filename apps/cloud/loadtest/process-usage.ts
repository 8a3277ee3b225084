import { readdir, readFile } from 'node:fs/promises'

/** A process's memory and CPU time, read from Linux's /proc (the load test runs on Linux). */
export interface ProcessUsage {
  rssBytes: number
  /** User and system CPU time so far, milliseconds. */
  cpuMs: number
}

/** Clock ticks per second of /proc's CPU times: 100 on every Linux the project runs on. */
const TICKS_PER_SECOND = 100

export async function processUsage(pid: number): Promise<ProcessUsage> {
  const [status, stat] = await Promise.all([
    readFile(`/proc/${pid}/status`, 'utf8'),
    readFile(`/proc/${pid}/stat`, 'utf8'),
  ])
  return { rssBytes: rssOf(status), cpuMs: cpuMsOf(stat) }
}

/** VmRSS of /proc/PID/status, in bytes. */
export function rssOf(status: string): number {
  const kib = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]
  if (kib === undefined) throw new Error('No VmRSS line in /proc status')
  return Number(kib) * 1024
}

/** utime + stime of /proc/PID/stat; the fields are counted after the command name's ")". */
export function cpuMsOf(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
  const ticks = Number(fields[11]) + Number(fields[12])
  if (!Number.isFinite(ticks)) throw new Error('Unreadable /proc stat line')
  return (ticks * 1000) / TICKS_PER_SECOND
}

/**
 * CPU time so far of a process and every process below it (PostgreSQL's postmaster and its
 * backends, one per connection). A process that exits takes its time with it: read while the
 * connections are open.
 */
export async function treeCpuMs(rootPid: number): Promise<number> {
  const stats = new Map<number, string>()
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => undefined)
    if (stat !== undefined) stats.set(Number(entry), stat)
  }
  return sumTree(rootPid, stats)
}

/** The CPU time of `rootPid` and its descendants among `/proc/PID/stat` lines, by pid. */
export function sumTree(rootPid: number, stats: ReadonlyMap<number, string>): number {
  const children = new Map<number, number[]>()
  for (const [pid, stat] of stats) {
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    children.set(parent, [...(children.get(parent) ?? []), pid])
  }
  let total = 0
  const queue = [rootPid]
  for (let pid = queue.pop(); pid !== undefined; pid = queue.pop()) {
    const stat = stats.get(pid)
    if (stat !== undefined) total += cpuMsOf(stat)
    queue.push(...(children.get(pid) ?? []))
  }
  return total
}
