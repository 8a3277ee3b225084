import { describe, expect, it } from 'vitest'
import type { AnalyticsEvent } from './analytics-event.js'
import { createHttpTransport } from './analytics-transport.js'

const host = { url: 'http://127.0.0.1:1/analytics', sdkVersion: '0.1.0' }
const event: AnalyticsEvent = {
  eventId: 'id-1',
  url: 'http://127.0.0.1:4173/',
  domain: '127.0.0.1:4173',
  timestamp: 1,
  props: { event: 'MODAL_OPEN', properties: { connected: false } },
}

function setup(answer: () => Response | Promise<Response> = () => new Response('{}')) {
  const calls: { url: string; init?: RequestInit }[] = []
  const beacons: { url: string; body: string }[] = []
  const transport = createHttpTransport({
    host,
    projectId: 'p1',
    fetch: async (input, init) => {
      calls.push({ url: String(input), init })
      return answer()
    },
    sendBeacon: (url, body) => {
      beacons.push({ url, body })
      return true
    },
  })
  return { transport, calls, beacons }
}

describe('createHttpTransport', () => {
  it('asks /getAnalyticsConfig under the host’s path, with the SDK identity', async () => {
    const { transport, calls } = setup(() => Response.json({ isAnalyticsEnabled: true }))
    await expect(transport.isEnabled()).resolves.toBe(true)
    expect(calls[0]!.url).toBe(
      'http://127.0.0.1:1/analytics/getAnalyticsConfig?projectId=p1&st=appkit&sv=0.1.0',
    )
  })

  it.each([
    ['a refusal', () => Response.json({ isAnalyticsEnabled: true }, { status: 500 })],
    ['a body without the flag', () => Response.json({ enabled: true })],
    ['a flag that is not a boolean', () => Response.json({ isAnalyticsEnabled: 'yes' })],
    ['a body that is not JSON', () => new Response('<html>')],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('takes %s for "off"', async (_, answer) => {
    const { transport } = setup(answer)
    await expect(transport.isEnabled()).resolves.toBe(false)
  })

  it('posts a batch with the SDK’s properties and the events, as a simple (preflight-free) request', async () => {
    const { transport, calls } = setup()
    transport.sendBatch([event])
    await Promise.resolve()
    expect(calls[0]!.url).toBe('http://127.0.0.1:1/analytics/batch?projectId=p1&st=appkit&sv=0.1.0')
    expect(calls[0]!.init?.method).toBe('POST')
    expect(calls[0]!.init?.headers).toEqual({ 'content-type': 'text/plain;charset=UTF-8' })
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({
      sdk: { projectId: 'p1', sdkType: 'appkit', sdkVersion: '0.1.0' },
      events: [event],
    })
  })

  it('sends the same batch body with the beacon', () => {
    const { transport, beacons } = setup()
    expect(transport.beaconBatch([event])).toBe(true)
    expect(beacons[0]!.url).toBe('http://127.0.0.1:1/analytics/batch?projectId=p1&st=appkit&sv=0.1.0')
    expect(JSON.parse(beacons[0]!.body).events).toEqual([event])
  })

  it('posts an error report to /e, and a failed post does not reject', async () => {
    const { transport, calls } = setup(() => Promise.reject(new TypeError('Failed to fetch')))
    const report = {
      ...event,
      props: {
        type: 'error' as const,
        event: 'activity',
        properties: { errorType: 'X', errorMessage: 'm', timestamp: 1 },
      },
    }
    expect(() => transport.sendError(report)).not.toThrow()
    await Promise.resolve()
    expect(calls[0]!.url).toBe('http://127.0.0.1:1/analytics/e?projectId=p1&st=appkit&sv=0.1.0')
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual(report)
  })
})
