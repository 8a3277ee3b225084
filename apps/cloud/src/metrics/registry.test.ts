import { describe, expect, it } from 'vitest'
import { createMetricsRegistry } from './registry.js'

describe('createMetricsRegistry', () => {
  it('renders counters per label set in the Prometheus text format', () => {
    const registry = createMetricsRegistry()
    const errors = registry.counter('appkit_http_errors_total', 'Answers with a 5xx status.')
    errors.inc({ service: 'api' })
    errors.inc({ service: 'api' }, 2)
    errors.inc({ service: 'auth' })

    expect(registry.render()).toBe(
      '# HELP appkit_http_errors_total Answers with a 5xx status.\n' +
        '# TYPE appkit_http_errors_total counter\n' +
        'appkit_http_errors_total{service="api"} 3\n' +
        'appkit_http_errors_total{service="auth"} 1\n',
    )
  })

  it('treats the same labels in another order as the same series', () => {
    const registry = createMetricsRegistry()
    const counter = registry.counter('c_total', 'c')
    counter.inc({ a: '1', b: '2' })
    counter.inc({ b: '2', a: '1' })
    expect(registry.render()).toContain('c_total{a="1",b="2"} 2\n')
  })

  it('escapes label values so a path cannot break the format', () => {
    const registry = createMetricsRegistry()
    registry.counter('c_total', 'line one\nline two').inc({ route: 'a"b\\c\nd' })
    expect(registry.render()).toBe(
      '# HELP c_total line one\\nline two\n# TYPE c_total counter\nc_total{route="a\\"b\\\\c\\nd"} 1\n',
    )
  })

  it('refuses a counter that would go down', () => {
    const counter = createMetricsRegistry().counter('c_total', 'c')
    expect(() => counter.inc({}, -1)).toThrow('Counter "c_total" can only go up, got -1.')
  })

  it('reads a gauge at scrape time when given a reader, else keeps what was set', () => {
    const registry = createMetricsRegistry()
    let open = 3
    registry.gauge('appkit_relay_open_sockets', 'Open relay sockets.', () => open)
    registry.gauge('appkit_up', 'Up.').set(1, { mode: 'production' })
    open = 5
    expect(registry.render()).toContain('appkit_relay_open_sockets 5\n')
    expect(registry.render()).toContain('appkit_up{mode="production"} 1\n')
  })

  it('counts a histogram cumulatively, with +Inf, sum and count', () => {
    const registry = createMetricsRegistry()
    const latency = registry.histogram('latency_seconds', 'Latency.', [0.1, 1])
    latency.observe(0.05, { route: '/v1' })
    latency.observe(0.5, { route: '/v1' })
    latency.observe(3, { route: '/v1' })

    expect(registry.render()).toBe(
      '# HELP latency_seconds Latency.\n' +
        '# TYPE latency_seconds histogram\n' +
        'latency_seconds_bucket{le="0.1",route="/v1"} 1\n' +
        'latency_seconds_bucket{le="1",route="/v1"} 2\n' +
        'latency_seconds_bucket{le="+Inf",route="/v1"} 3\n' +
        'latency_seconds_sum{route="/v1"} 3.55\n' +
        'latency_seconds_count{route="/v1"} 3\n',
    )
  })

  it('refuses buckets out of order, invalid names and a name registered twice', () => {
    const registry = createMetricsRegistry()
    expect(() => registry.histogram('h', 'h', [1, 0.5])).toThrow('Histogram "h" needs ascending buckets.')
    expect(() => registry.counter('bad-name', 'x')).toThrow('Invalid metric name "bad-name".')
    expect(() => registry.counter('c', 'x').inc({ 'bad-label': 'x' })).toThrow(
      'Invalid label name "bad-label".',
    )
    expect(() => registry.gauge('c', 'x')).toThrow('Metric "c" is registered twice.')
  })

  it('writes special values as Prometheus spells them', () => {
    const registry = createMetricsRegistry()
    const gauge = registry.gauge('g', 'g')
    gauge.set(Number.NaN, { v: 'nan' })
    gauge.set(Number.POSITIVE_INFINITY, { v: 'pos' })
    gauge.set(Number.NEGATIVE_INFINITY, { v: 'neg' })
    expect(registry.render()).toContain('g{v="nan"} NaN\ng{v="pos"} +Inf\ng{v="neg"} -Inf\n')
  })
})
