import { ANALYTICS_FLUSH_INTERVAL_MS, NoNetworksError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { SPEC_LIMITS } from '../test/analytics-limits.js'
import { createFakeClock } from '../test/fake-clock.js'
import type { AnalyticsEvent, ErrorReport } from './analytics-event.js'
import type { AnalyticsTransport } from './analytics-transport.js'
import { describeError, startAnalytics } from './run-analytics.js'

function setup(enabled: boolean) {
  const batches: AnalyticsEvent[][] = []
  const beacons: AnalyticsEvent[][] = []
  const errors: ErrorReport[] = []
  let configCalls = 0
  const transport: AnalyticsTransport = {
    isEnabled: async () => {
      configCalls += 1
      return enabled
    },
    sendBatch: (events) => batches.push(events),
    sendError: (report) => errors.push(report),
    beaconBatch: (events) => beacons.push(events) > 0,
  }
  const clock = createFakeClock()
  let hide: (() => void) | undefined
  let ids = 0
  const started = startAnalytics({
    transport,
    limits: SPEC_LIMITS,
    clock,
    page: { url: 'http://127.0.0.1:4173/lab', domain: '127.0.0.1:4173' },
    newId: () => `id-${++ids}`,
    onPageHide: (run) => {
      hide = run
      return () => {
        hide = undefined
      }
    },
  })
  return { started, batches, beacons, errors, clock, hide: () => hide?.(), configCalls: () => configCalls }
}

const moment = {
  event: 'CONNECT_SUCCESS',
  properties: { method: 'browser' },
  timestamp: 5,
  address: '0xabc',
  caipNetworkId: 'eip155:1',
}

describe('startAnalytics', () => {
  it('does nothing more when the host says analytics are off', async () => {
    const { started, configCalls } = setup(false)
    await expect(started).resolves.toBeUndefined()
    expect(configCalls()).toBe(1)
  })

  it('sends tracking events in spec §3’s shape, batched', async () => {
    const { started, batches, clock } = setup(true)
    const sink = (await started)!
    sink.track(moment)
    clock.advance(ANALYTICS_FLUSH_INTERVAL_MS)
    expect(batches).toEqual([
      [
        {
          eventId: 'id-1',
          url: 'http://127.0.0.1:4173/lab',
          domain: '127.0.0.1:4173',
          timestamp: 5,
          props: {
            event: 'CONNECT_SUCCESS',
            address: '0xabc',
            properties: { method: 'browser', caipNetworkId: 'eip155:1' },
          },
        },
      ],
    ])
  })

  it('sends what is queued with the beacon when the page is hidden', async () => {
    const { started, beacons, batches, clock, hide } = setup(true)
    const sink = (await started)!
    sink.track(moment)
    hide()
    expect(beacons.map((b) => b.map((e) => e.props.event))).toEqual([['CONNECT_SUCCESS']])
    clock.advance(ANALYTICS_FLUSH_INTERVAL_MS)
    expect(batches).toEqual([])
  })

  it('reports failures in spec §3’s error shape, at most 5 a minute', async () => {
    const { started, errors } = setup(true)
    const sink = (await started)!
    const error = new Error('HTTP status code: 500')
    for (let i = 0; i < 7; i++) sink.report({ event: 'activity', error, timestamp: 9 })
    expect(errors).toHaveLength(5)
    expect(errors[0]).toEqual({
      eventId: 'id-1',
      url: 'http://127.0.0.1:4173/lab',
      domain: '127.0.0.1:4173',
      timestamp: 9,
      props: {
        type: 'error',
        event: 'activity',
        properties: {
          errorType: 'Error',
          errorMessage: 'HTTP status code: 500',
          stackTrace: error.stack,
          timestamp: 9,
        },
      },
    })
  })

  it('sends the rest with the beacon and stops listening to the page when stopped', async () => {
    const { started, beacons, hide } = setup(true)
    const sink = (await started)!
    sink.track(moment)
    sink.stop()
    expect(beacons).toHaveLength(1)
    hide()
    expect(beacons).toHaveLength(1)
  })
})

describe('describeError', () => {
  it('names a typed error by its code, another by its name, and a thrown non-error as unknown', () => {
    const typed = new NoNetworksError()
    expect(describeError(typed)).toEqual({ code: typed.code, message: typed.message })
    expect(describeError(new TypeError('Failed to fetch'))).toEqual({
      code: 'TypeError',
      message: 'Failed to fetch',
    })
    expect(describeError('boom')).toEqual({ code: 'UNKNOWN_ERROR', message: 'Unknown error' })
  })
})
