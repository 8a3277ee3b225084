import { network } from '../test/fake-adapter.js'
import { describe, expect, it } from 'vitest'
import { destroyCore } from '../core/destroy-core.js'
import { track } from '../core/track.js'
import { createTestCore } from '../test/core.js'
import type { FailureMoment, TrackedMoment } from './analytics-event.js'
import { attachAnalytics, type LoadAnalytics } from './attach-analytics.js'
import type { AnalyticsSink } from './run-analytics.js'

const host = { url: 'http://127.0.0.1:1', sdkType: 'appkit', sdkVersion: '0.1.0' }

function setup(analytics: boolean, enabledByHost = true) {
  const core = createTestCore({ networks: [network(1)], features: { analytics } })
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
  const load: LoadAnalytics = async () => {
    loads += 1
    await gate
    return enabledByHost ? sink : undefined
  }
  attachAnalytics(core, host, load)
  return { core, tracked, reported, loads: () => loads, stopped: () => stopped, release }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('attachAnalytics', () => {
  it('loads nothing and sends nothing while features.analytics is off', async () => {
    const { core, loads, release } = setup(false)
    track(core, 'MODAL_OPEN', { connected: false })
    core.session.emit('failed', { what: 'activity', error: new Error('x') })
    release()
    await settle()
    expect(loads()).toBe(0)
  })

  it('loads nothing before the first tracking event, even after a failure', async () => {
    const { core, loads, reported, tracked, release } = setup(true)
    core.session.emit('failed', { what: 'activity', error: new Error('x') })
    release()
    await settle()
    expect(loads()).toBe(0)
    track(core, 'MODAL_OPEN', { connected: false })
    await settle()
    expect(loads()).toBe(1)
    expect(tracked.map((m) => m.event)).toEqual(['MODAL_OPEN'])
    expect(reported.map((f) => f.event)).toEqual(['activity'])
  })

  it('asks the host once, and keeps events of the wait in order with the network they happened on', async () => {
    const { core, loads, tracked, release } = setup(true)
    track(core, 'MODAL_OPEN', { connected: false })
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

  it('sends nothing more, for the life of the instance, once the host said no', async () => {
    const { core, loads, tracked, release } = setup(true, false)
    track(core, 'MODAL_OPEN', { connected: false })
    release()
    await settle()
    track(core, 'MODAL_CLOSE', { connected: false })
    await settle()
    expect(loads()).toBe(1)
    expect(tracked).toEqual([])
  })

  it('follows the flag as it changes (a remote config may turn it off)', async () => {
    const { core, tracked, release } = setup(true)
    track(core, 'MODAL_OPEN', { connected: false })
    release()
    await settle()
    core.options.features.analytics = false
    track(core, 'MODAL_CLOSE', { connected: false })
    expect(tracked.map((m) => m.event)).toEqual(['MODAL_OPEN'])
  })

  it('stops the running analytics with the instance', async () => {
    const { core, stopped, tracked, release } = setup(true)
    track(core, 'MODAL_OPEN', { connected: false })
    release()
    await settle()
    destroyCore(core)
    expect(stopped()).toBe(1)
    track(core, 'MODAL_CLOSE', { connected: false })
    expect(tracked).toHaveLength(1)
  })
})
