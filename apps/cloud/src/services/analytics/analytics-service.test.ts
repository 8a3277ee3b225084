import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../../db/engines.test-helper.js'
import { type RunningServer, startServer } from '../../http/server.js'
import {
  ANALYTICS_PAGE_ROWS,
  analyticsService,
  BATCH_MAX_BYTES,
  ERROR_REPORT_MAX_BYTES,
} from './analytics-service.js'

let server: RunningServer
let broken: RunningServer
let dispose: () => Promise<void>

beforeAll(async () => {
  const opened = await openTestDatabase('pglite')
  dispose = opened.dispose
  server = await startServer('127.0.0.1', 0, [
    analyticsService({ db: Promise.resolve(opened.db), projectsOff: ['quiet'], page: true }),
  ])
  broken = await startServer('127.0.0.1', 0, [
    analyticsService({ db: Promise.reject(new Error('down')), page: true }),
  ])
}, 60_000)
afterAll(async () => {
  await server?.close()
  await broken?.close()
  await dispose?.()
})

const IDENTITY = 'st=appkit&sv=0.1.0'
const event = (eventId: string, name = 'MODAL_OPEN') => ({
  eventId,
  url: 'http://127.0.0.1:4173/',
  domain: '127.0.0.1:4173',
  timestamp: 1_700_000_000_000,
  props: { event: name, address: '0xabc', properties: { connected: false, caipNetworkId: 'eip155:31337' } },
})
const batch = (projectId: string, events: unknown[]) => ({
  sdk: { projectId, sdkType: 'appkit', sdkVersion: '0.1.0' },
  events,
})
const report = (eventId: string) => ({
  eventId,
  url: 'http://127.0.0.1:4173/',
  domain: '127.0.0.1:4173',
  timestamp: 1,
  props: {
    type: 'error',
    event: 'activity',
    properties: { errorType: 'HTTP_ERROR', errorMessage: 'HTTP status code: 500', timestamp: 1 },
  },
})

const post = (path: string, body: unknown, type = 'text/plain;charset=UTF-8') =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': type },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
const received = async (projectId: string) => {
  const response = await fetch(`${server.url}/analytics/events?projectId=${projectId}`)
  return ((await response.json()) as { items: { event: string; kind: string; body: { eventId: string } }[] })
    .items
}

describe('analyticsService: GET /getAnalyticsConfig', () => {
  it('says analytics are on for a project that did not turn them off, with CORS for any page', async () => {
    const response = await fetch(`${server.url}/getAnalyticsConfig?projectId=shop&${IDENTITY}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(await response.json()).toEqual({ isAnalyticsEnabled: true })
  })

  it('says they are off for a project that turned them off', async () => {
    const response = await fetch(`${server.url}/getAnalyticsConfig?projectId=quiet&${IDENTITY}`)
    expect(await response.json()).toEqual({ isAnalyticsEnabled: false })
  })

  it('refuses a call without a project id', async () => {
    const response = await fetch(`${server.url}/getAnalyticsConfig?${IDENTITY}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'Project ID Missing' })
  })

  it('answers 503 while its database is down', async () => {
    expect((await fetch(`${broken.url}/getAnalyticsConfig?projectId=p`)).status).toBe(503)
  })
})

describe('analyticsService: POST /batch', () => {
  it('stores every event of a batch sent as a beacon does (text/plain)', async () => {
    const response = await post(
      `/batch?projectId=stored&${IDENTITY}`,
      batch('stored', [event('e1'), event('e2', 'MODAL_CLOSE')]),
    )
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ stored: 2 })
    const items = await received('stored')
    expect(items.map((item) => [item.event, item.kind, item.body.eventId])).toEqual([
      ['MODAL_CLOSE', 'event', 'e2'],
      ['MODAL_OPEN', 'event', 'e1'],
    ])
  })

  it('takes a JSON body too, after its preflight', async () => {
    const preflight = await fetch(`${server.url}/batch`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:4173', 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
    const response = await post('/batch', batch('json', [event('j1')]), 'application/json')
    expect(response.status).toBe(202)
  })

  it.each([
    ['a body that is not JSON', '{"sdk":', 'Invalid JSON body'],
    ['a batch without events', batch('bad', []), 'Invalid body: events:'],
    [
      'an event without its id',
      batch('bad', [{ ...event('x'), eventId: undefined }]),
      'Invalid body: events.0.eventId:',
    ],
    [
      'an event whose props are not an object',
      batch('bad', [{ ...event('x'), props: 'MODAL_OPEN' }]),
      'Invalid body: events.0.props:',
    ],
    ['a batch without the SDK’s properties', { events: [event('x')] }, 'Invalid body: sdk:'],
  ])('refuses %s with 400 and stores nothing', async (_, body, message) => {
    const response = await post('/batch', body)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toContain(message)
    expect(await received('bad')).toEqual([])
  })

  it('refuses an oversized batch with 413 (a page cannot fill the database with one request)', async () => {
    const big = batch('huge', [
      { ...event('h'), props: { event: 'X', properties: { pad: 'x'.repeat(BATCH_MAX_BYTES) } } },
    ])
    const response = await post('/batch', big)
    expect(response.status).toBe(413)
    expect(await received('huge')).toEqual([])
  })

  it('refuses the batch of a project that turned analytics off', async () => {
    const response = await post('/batch', batch('quiet', [event('q')]))
    expect(response.status).toBe(403)
    expect(await received('quiet')).toEqual([])
  })

  it('answers 405 to a GET', async () => {
    expect((await fetch(`${server.url}/batch`)).status).toBe(405)
  })
})

describe('analyticsService: POST /e', () => {
  it('stores an error report', async () => {
    const response = await post(`/e?projectId=errors&${IDENTITY}`, report('r1'))
    expect(response.status).toBe(202)
    expect((await received('errors')).map((item) => [item.event, item.kind])).toEqual([['activity', 'error']])
  })

  it('refuses a report without a project id, of the wrong shape, or too large', async () => {
    expect((await post(`/e?${IDENTITY}`, report('r2'))).status).toBe(400)
    const wrong = await post(`/e?projectId=errors2`, {
      ...report('r3'),
      props: { type: 'track', event: 'X' },
    })
    expect(wrong.status).toBe(400)
    expect(((await wrong.json()) as { message: string }).message).toContain('props.type')
    const large = {
      ...report('r4'),
      props: {
        ...report('r4').props,
        properties: { ...report('r4').props.properties, stackTrace: 's'.repeat(ERROR_REPORT_MAX_BYTES) },
      },
    }
    expect((await post(`/e?projectId=errors2`, large)).status).toBe(413)
    expect(await received('errors2')).toEqual([])
  })
})

describe('analyticsService: GET /analytics', () => {
  it('lists what arrived, per project', async () => {
    await post('/batch', batch('paged', [event('p1', 'CONNECT_SUCCESS')]))
    const response = await fetch(`${server.url}/analytics?projectId=paged`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await response.text()
    expect(html).toContain('Received for paged (1)')
    expect(html).toContain('CONNECT_SUCCESS')
    expect(html).toContain('eip155:31337')
  })

  it('escapes what pages sent (a stored script never runs on the page)', async () => {
    await post('/batch', batch('xss', [event('x1', '<script>alert(1)</script>')]))
    const html = await (await fetch(`${server.url}/analytics?projectId=xss`)).text()
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  it(`shows at most ${ANALYTICS_PAGE_ROWS} rows`, async () => {
    const many = Array.from({ length: ANALYTICS_PAGE_ROWS + 5 }, (_, i) => event(`m${i}`))
    // Two batches: one is capped at 500 events by its schema, and at 64 KiB.
    for (let i = 0; i < many.length; i += 100) {
      expect((await post('/batch', batch('many', many.slice(i, i + 100)))).status).toBe(202)
    }
    expect(await received('many')).toHaveLength(ANALYTICS_PAGE_ROWS)
  })
})
