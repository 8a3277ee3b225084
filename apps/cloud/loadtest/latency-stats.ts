/** Delivery latencies of a run, in milliseconds. */
export interface LatencySummary {
  p50: number
  p99: number
  max: number
}

/**
 * The deliveries of messages sent after the first `warmupMs` of publishing. A server's first
 * seconds under load (its code compiled as it runs, its heap growing to size) are slower than
 * the rest; the run shows both, the whole run's figure first.
 */
export function afterWarmup(
  latencies: readonly number[],
  sentAtMs: readonly number[],
  warmupMs: number,
): number[] {
  return latencies.filter((_, i) => sentAtMs[i]! >= warmupMs)
}

/** Nearest-rank percentiles: p99 of 100 samples is the 99th smallest, never an interpolation. */
export function summarizeLatencies(samples: readonly number[]): LatencySummary {
  if (samples.length === 0) return { p50: Number.NaN, p99: Number.NaN, max: Number.NaN }
  const sorted = Float64Array.from(samples).sort()
  const rank = (p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!
  return { p50: rank(50), p99: rank(99), max: sorted[sorted.length - 1]! }
}
