/**
 * The cloud's own metrics: counters, gauges and histograms kept in memory and rendered in the
 * Prometheus text format (version 0.0.4) by GET /metrics. Small on purpose: one instance, no
 * global default, so tests and two clouds in one process never share a figure.
 */

/** Label names and values of one series, e.g. `{ service: 'api', route: '/v1/account/:id/balance' }`. */
export type Labels = Readonly<Record<string, string>>

export interface Counter {
  inc(labels?: Labels, by?: number): void
}

export interface Gauge {
  set(value: number, labels?: Labels): void
}

export interface Histogram {
  observe(value: number, labels?: Labels): void
}

export interface MetricsRegistry {
  counter(name: string, help: string): Counter
  /** `read` makes the gauge's value its answer at each scrape (e.g. the open sockets right now). */
  gauge(name: string, help: string, read?: () => number): Gauge
  /** `buckets`: the upper bounds, ascending; `+Inf` is added. */
  histogram(name: string, help: string, buckets: readonly number[]): Histogram
  /** Every metric in the Prometheus text format, metrics in registration order. */
  render(): string
}

/** Seconds: from a fast cached answer to a slow upstream node. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const

type Kind = 'counter' | 'gauge' | 'histogram'

interface Metric {
  kind: Kind
  name: string
  help: string
  lines(): string[]
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/
const LABEL = /^[a-zA-Z_][a-zA-Z0-9_]*$/

export function createMetricsRegistry(): MetricsRegistry {
  const metrics = new Map<string, Metric>()

  const register = <M extends Metric>(metric: M): M => {
    if (!NAME.test(metric.name)) throw new Error(`Invalid metric name "${metric.name}".`)
    if (metrics.has(metric.name)) throw new Error(`Metric "${metric.name}" is registered twice.`)
    metrics.set(metric.name, metric)
    return metric
  }

  return {
    counter(name, help) {
      const values = new Map<string, { labels: Labels; value: number }>()
      register({ kind: 'counter', name, help, lines: () => seriesLines(name, values) })
      return {
        inc(labels = {}, by = 1) {
          if (!(by >= 0)) throw new Error(`Counter "${name}" can only go up, got ${by}.`)
          const series = seriesOf(values, labels, () => ({ labels, value: 0 }))
          series.value += by
        },
      }
    },

    gauge(name, help, read) {
      const values = new Map<string, { labels: Labels; value: number }>()
      register({
        kind: 'gauge',
        name,
        help,
        lines: () => (read ? [`${name} ${formatNumber(read())}`] : seriesLines(name, values)),
      })
      return {
        set(value, labels = {}) {
          seriesOf(values, labels, () => ({ labels, value })).value = value
        },
      }
    },

    histogram(name, help, buckets) {
      if (buckets.some((bound, i) => i > 0 && bound <= buckets[i - 1]!)) {
        throw new Error(`Histogram "${name}" needs ascending buckets.`)
      }
      const values = new Map<string, { labels: Labels; counts: number[]; sum: number; count: number }>()
      register({
        kind: 'histogram',
        name,
        help,
        lines: () =>
          [...values.values()].flatMap(({ labels, counts, sum, count }) => [
            ...buckets.map(
              (bound, i) => `${name}_bucket${labelText({ ...labels, le: formatNumber(bound) })} ${counts[i]}`,
            ),
            `${name}_bucket${labelText({ ...labels, le: '+Inf' })} ${count}`,
            `${name}_sum${labelText(labels)} ${formatNumber(sum)}`,
            `${name}_count${labelText(labels)} ${count}`,
          ]),
      })
      return {
        observe(value, labels = {}) {
          const series = seriesOf(values, labels, () => ({
            labels,
            counts: buckets.map(() => 0),
            sum: 0,
            count: 0,
          }))
          // Cumulative, as Prometheus reads buckets: each counts every value at or under its bound.
          buckets.forEach((bound, i) => {
            if (value <= bound) series.counts[i]! += 1
          })
          series.sum += value
          series.count += 1
        },
      }
    },

    render() {
      return [...metrics.values()]
        .flatMap((metric) => [
          `# HELP ${metric.name} ${escapeHelp(metric.help)}`,
          `# TYPE ${metric.name} ${metric.kind}`,
          ...metric.lines(),
        ])
        .map((line) => `${line}\n`)
        .join('')
    },
  }
}

function seriesOf<S>(values: Map<string, S>, labels: Labels, create: () => S): S {
  const key = labelText(labels)
  let series = values.get(key)
  if (series === undefined) {
    for (const name of Object.keys(labels)) {
      if (!LABEL.test(name)) throw new Error(`Invalid label name "${name}".`)
    }
    series = create()
    values.set(key, series)
  }
  return series
}

function seriesLines(name: string, values: Map<string, { labels: Labels; value: number }>): string[] {
  return [...values.values()].map(({ labels, value }) => `${name}${labelText(labels)} ${formatNumber(value)}`)
}

/** `{a="1",b="2"}` with names sorted, so the same labels in any order are one series. */
function labelText(labels: Labels): string {
  const names = Object.keys(labels).sort()
  if (names.length === 0) return ''
  return `{${names.map((name) => `${name}="${escapeLabel(labels[name]!)}"`).join(',')}}`
}

function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')
}

function escapeHelp(help: string): string {
  return help.replace(/\\/g, '\\\\').replace(/\n/g, '\\n')
}

function formatNumber(value: number): string {
  if (Number.isNaN(value)) return 'NaN'
  if (value === Number.POSITIVE_INFINITY) return '+Inf'
  if (value === Number.NEGATIVE_INFINITY) return '-Inf'
  return String(value)
}
