import { describe, expect, it } from 'vitest'
import { cpuMsOf, processUsage, rssOf, sumTree, treeCpuMs } from './process-usage.js'

describe('process usage from /proc', () => {
  it('reads VmRSS in bytes', () => {
    expect(rssOf('Name:\tnode\nVmPeak:\t  900 kB\nVmRSS:\t   51200 kB\n')).toBe(51200 * 1024)
    expect(() => rssOf('Name:\tnode\n')).toThrow(/VmRSS/)
  })

  it('adds user and system time, whatever spaces the command name holds', () => {
    const stat = '42 (node  relay) S 1 42 42 0 -1 4194560 100 0 0 0 150 25 0 0 20 0 11 0 1 2 3'
    expect(cpuMsOf(stat)).toBe(1750)
  })

  it('reads this very process', async () => {
    const usage = await processUsage(process.pid)
    expect(usage.rssBytes).toBeGreaterThan(1024 * 1024)
    expect(usage.cpuMs).toBeGreaterThan(0)
  })

  it('adds the CPU time of a process and all its descendants, not of others', () => {
    const line = (pid: number, parent: number, ticks: number) =>
      `${pid} (postgres: x) S ${parent} 1 1 0 -1 0 0 0 0 0 ${ticks} 0 0 0 20 0 1 0 1 2 3`
    const stats = new Map([
      [10, line(10, 1, 1)],
      [11, line(11, 10, 2)],
      [12, line(12, 11, 4)],
      [20, line(20, 1, 100)],
    ])
    expect(sumTree(10, stats)).toBe(70)
    expect(sumTree(99, stats)).toBe(0)
  })

  it('reads the tree of this very process', async () => {
    // Read first: CPU time only grows, so the tree read after it holds at least as much.
    const own = await processUsage(process.pid)
    expect(await treeCpuMs(process.pid)).toBeGreaterThanOrEqual(own.cpuMs)
  })
})
