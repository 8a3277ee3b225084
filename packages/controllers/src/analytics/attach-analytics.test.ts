import { describe, expect, it } from 'vitest'
import { destroyCore } from '../core/destroy-core.js'
import { track } from '../core/track.js'
import type { AppKitEvent } from '../state/events.js'
import { SPEC_LIMITS } from '../test/analytics-limits.js'
import { createTestCore } from '../test/core.js'
import { network } from '../test/fake-adapter.js'
import type { FailureMoment, TrackedMoment } from './analytics-event.js'
import { attachAnalytics, type LoadAnalytics } from './attach-analytics.js'
import type { AnalyticsSink } from './run-analytics.js'

const host = { url: 'http://127.0.0.1:1', sdkVersion: '0.1.0' }
const first: AppKitEvent = {
  timestamp: 1,
  data: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
}

/** A core with a host named after its creation, so that create-core starts no watcher of its own. */
function hostedCore() {
  const core = createTestCore({ networks: [network(1)], features: { analytics: true } })
  Object.assign(core.options, { analyticsUrl: host.url, sdkVersion: host.sdkVersion })
  return core
}

function setup(enabledByHost = true) {
  const core = hostedCore()
  const tracked: TrackedMoment[] = []
  const reported: FailureMoment[] = []
  let stopped = 0
  let loads = 0
  let release: () => void = () => undefined
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  const sink: AnalyticsSink = {
    track: (moment) => tracked.push(moment),
    report: (failure) => reported.push(failure),
    stop: () => {
      stopped += 1
    },
  }
  const load: LoadAnalytics = async (_core, asked, limits) => {
    expect(asked).toEqual(host)
    expect(limits).toBe(SPEC_LIMITS)
    loads += 1
    await gate
    return enabledByHost ? sink : undefined
  }
  attachAnalytics(core, [first], () => undefined, SPEC_LIMITS, load)
  return { core, tracked, reported, loads: () => loads, stopped: () => stopped, release }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('attachAnalytics', () => {
  it('asks the host once, and sends the held events, then those of the wait, in order', async () => {
    const { core, loads, tracked, release } = setup()
    track(core, 'SELECT_WALLET', { name: 'Test' })
    release()
    await settle()
    track(core, 'MODAL_CLOSE', { connected: false })
    expect(loads()).toBe(1)
    expect(tracked.map((m) => [m.event, m.caipNetworkId])).toEqual([
      ['MODAL_OPEN', 'eip155:1'],
      ['SELECT_WALLET', 'eip155:1'],
      ['MODAL_CLOSE', 'eip155:1'],
    ])
  })

  it('reports the session’s failures and refusals, those of the wait too', async () => {
    const { core, reported, release } = setup()
    core.session.emit('failed', { what: 'activity', error: new Error('x') })
    release()
    await settle()
    core.session.emit('refused', { code: 'APKT010', error: new Error('429') })
    expect(reported.map((f) => f.event)).toEqual(['activity', 'APKT010'])
  })

  it('sends nothing more, for the life of the instance, once the host said no', async () => {
    const { core, tracked, reported, release } = setup(false)
    release()
    await settle()
    track(core, 'MODAL_CLOSE', { connected: false })
    core.session.emit('failed', { what: 'activity', error: new Error('x') })
    expect(tracked).toEqual([])
    expect(reported).toEqual([])
  })

  it('follows the flag as it changes (a remote config may turn it off)', async () => {
    const { core, tracked, release } = setup()
    release()
    await settle()
    core.options.features.analytics = false
    track(core, 'MODAL_CLOSE', { connected: false })
    expect(tracked.map((m) => m.event)).toEqual(['MODAL_OPEN'])
  })

  it('attaches nothing to an instance whose analytics host is gone (none named)', async () => {
    const core = createTestCore({ networks: [network(1)], features: { analytics: true } })
    let loads = 0
    attachAnalytics(
      core,
      [first],
      () => undefined,
      SPEC_LIMITS,
      async () => {
        loads += 1
        return undefined
      },
    )
    await settle()
    expect(loads).toBe(0)
  })

  it('attaches nothing to an instance destroyed while its chunk loaded', async () => {
    const core = hostedCore()
    destroyCore(core)
    let loads = 0
    attachAnalytics(
      core,
      [first],
      () => undefined,
      SPEC_LIMITS,
      async () => {
        loads += 1
        return undefined
      },
    )
    await settle()
    expect(loads).toBe(0)
  })

  it('takes over from the first event’s watcher', () => {
    const core = createTestCore({ networks: [network(1)], features: { analytics: true } })
    const hold = () => undefined
    core.internal.eventListeners.add(hold)
    attachAnalytics(core, [first], hold, SPEC_LIMITS, async () => undefined)
    expect(core.internal.eventListeners.has(hold)).toBe(false)
  })

  it('stops the running analytics with the instance', async () => {
    const { core, stopped, tracked, release } = setup()
    release()
    await settle()
    destroyCore(core)
    expect(stopped()).toBe(1)
    track(core, 'MODAL_CLOSE', { connected: false })
    expect(tracked).toHaveLength(1)
  })
})
