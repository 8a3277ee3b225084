import { afterEach, describe, expect, it } from 'vitest'
import { sendJson } from '../http/send.js'
import { type RunningServer, startServer } from '../http/server.js'
import type { Service } from '../http/service.js'
import { createLogger } from '../logging/logger.js'
import { createCloudMetrics } from './cloud-metrics.js'
import { instrumentService } from './instrument-service.js'

let server: RunningServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

const answering: Service = {
  handle(_req, res, url) {
    if (url.pathname.startsWith('/v1/account/')) {
      sendJson(res, 200, { ok: true })
      return true
    }
    if (url.pathname === '/v1/down') {
      sendJson(res, 503, { ok: false })
      return true
    }
    if (url.pathname === '/v1/boom') throw new Error('boom at postgres://cloud:hunter2@db/appkit')
    if (url.pathname === '/v1/half') {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.write('{"partial":')
      throw new Error('failed mid-answer')
    }
    return false
  },
  close() {},
}

async function start() {
  const metrics = createCloudMetrics()
  const lines: string[] = []
  const log = createLogger({ write: (line) => lines.push(line), format: 'json' })
  const service = instrumentService(answering, { name: 'api', metrics, log: log.child('api') })
  server = await startServer('127.0.0.1', 0, [service])
  return { metrics, lines, url: server.url, service }
}

describe('instrumentService', () => {
  it('times answers by service, route class and status class', async () => {
    const { metrics, url } = await start()
    await fetch(`${url}/v1/account/0xabc/balance`)
    await fetch(`${url}/v1/account/0xdef/balance`)
    await fetch(`${url}/elsewhere`)
    const text = metrics.registry.render()
    expect(text).toContain(
      'appkit_http_request_duration_seconds_count{route="/v1/account/:id/balance",service="api",status="2xx"} 2\n',
    )
    expect(text).not.toContain('/elsewhere')
  })

  it('counts 5xx answers as errors and logs them with the request id', async () => {
    const { metrics, lines, url } = await start()
    const response = await fetch(`${url}/v1/down`)
    await expect.poll(() => lines.length).toBe(1)
    expect(metrics.registry.render()).toContain('appkit_http_errors_total{service="api"} 1\n')
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'warn',
      service: 'api',
      requestId: response.headers.get('x-request-id'),
      status: 503,
      route: '/v1/down',
    })
  })

  it('answers a thrown error with 500 and the request id, logged once without the secret', async () => {
    const { metrics, lines, url } = await start()
    const response = await fetch(`${url}/v1/boom`)
    expect(response.status).toBe(500)
    const body = await response.json()
    expect(body).toEqual({ error: 'Internal error', requestId: response.headers.get('x-request-id') })
    await expect.poll(() => lines.length).toBe(2)
    const [failed] = lines.map((line) => JSON.parse(line))
    expect(failed).toMatchObject({ level: 'error', msg: 'request failed', requestId: body.requestId })
    expect(lines.join('\n')).not.toContain('hunter2')
    expect(metrics.registry.render()).toContain('appkit_http_errors_total{service="api"} 1\n')
  })

  it('ends an answer already under way when the service throws, and logs the failure', async () => {
    const { lines, url } = await start()
    const response = await fetch(`${url}/v1/half`)
    expect(response.status).toBe(200)
    await expect(response.text()).resolves.toBe('{"partial":')
    await expect.poll(() => lines.length).toBe(1)
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'error', msg: 'request failed', route: '/v1/half' })
  })

  it('keeps the service’s close and adds no upgrade it did not have', async () => {
    const { service } = await start()
    expect(service.close).toBeTypeOf('function')
    expect(service.upgrade).toBeUndefined()
  })
})
