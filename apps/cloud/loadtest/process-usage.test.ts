import { describe, expect, it } from 'vitest'
import { cpuMsOf, processUsage, rssOf } from './process-usage.js'

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
})
