import { describe, expect, it } from 'vitest'
import { afterWarmup, summarizeLatencies } from './latency-stats.js'

describe('afterWarmup', () => {
  it('keeps the deliveries of messages sent from the end of the warm-up on', () => {
    expect(afterWarmup([900, 800, 3, 2], [0, 4999, 5000, 9000], 5000)).toEqual([3, 2])
  })
})

describe('summarizeLatencies', () => {
  it('takes nearest-rank percentiles of unsorted samples', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i)
    expect(summarizeLatencies(samples)).toEqual({ p50: 50, p99: 99, max: 100 })
  })

  it('lets one slow delivery in a hundred set p99 only when it is over 1%', () => {
    const samples = [...Array.from({ length: 99 }, () => 1), 500]
    expect(summarizeLatencies(samples)).toEqual({ p50: 1, p99: 1, max: 500 })
    expect(summarizeLatencies([...samples, 500]).p99).toBe(500)
  })

  it('has no figures without samples', () => {
    expect(summarizeLatencies([]).p99).toBeNaN()
  })
})
