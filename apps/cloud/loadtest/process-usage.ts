import { readFile } from 'node:fs/promises'

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
