import { afterEach, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../http/server.js'
import { createCloudMetrics } from './cloud-metrics.js'
import { metricsService, PROMETHEUS_CONTENT_TYPE } from './metrics-service.js'

let server: RunningServer | undefined
afterEach(async () => {
  await server?.close()
})

describe('metricsService', () => {
  it('answers GET /metrics with the registry in the Prometheus text format', async () => {
    const metrics = createCloudMetrics()
    metrics.readRelaySockets(() => 7)
    metrics.relayPublished.inc()
    server = await startServer('127.0.0.1', 0, [metricsService(metrics.registry)])

    const response = await fetch(`${server.url}/metrics`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(PROMETHEUS_CONTENT_TYPE)
    const text = await response.text()
    expect(text).toContain('# TYPE appkit_relay_open_sockets gauge\nappkit_relay_open_sockets 7\n')
    expect(text).toContain('appkit_relay_messages_published_total 1\n')
  })

  it('leaves other paths and methods to the other services', async () => {
    server = await startServer('127.0.0.1', 0, [metricsService(createCloudMetrics().registry)])
    expect((await fetch(`${server.url}/metrics`, { method: 'POST' })).status).toBe(404)
    expect((await fetch(`${server.url}/metrics/x`)).status).toBe(404)
  })
})
