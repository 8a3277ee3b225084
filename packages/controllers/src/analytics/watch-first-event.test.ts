import { describe, expect, it, vi } from 'vitest'
import { track } from '../core/track.js'
import type { AppKitEvent } from '../state/events.js'
import { createTestCore } from '../test/core.js'
import { network } from '../test/fake-adapter.js'
import { watchFirstEvent } from './watch-first-event.js'

const attached = vi.hoisted(() => [] as AppKitEvent[][])
vi.mock('./attach-analytics.js', () => ({
  attachAnalytics: (_core: unknown, _host: unknown, held: AppKitEvent[]) => void attached.push([...held]),
}))

const host = { url: 'http://127.0.0.1:1', sdkVersion: '0.1.0' }
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function setup(analytics: boolean) {
  attached.length = 0
  const core = createTestCore({ networks: [network(1)], features: { analytics }, analyticsHost: host })
  watchFirstEvent(core)
  return core
}

describe('watchFirstEvent', () => {
  it('watches nothing for a dapp without an analytics host', () => {
    const core = createTestCore({ networks: [network(1)], features: { analytics: true } })
    const before = core.internal.eventListeners.size
    watchFirstEvent(core)
    expect(core.internal.eventListeners.size).toBe(before)
  })

  it('loads nothing while features.analytics is off', async () => {
    const core = setup(false)
    track(core, 'MODAL_OPEN', { connected: false })
    await settle()
    expect(attached).toEqual([])
  })

  it('loads nothing before the first tracking event, even after a failure', async () => {
    const core = setup(true)
    core.session.emit('failed', { what: 'activity', error: new Error('x') })
    await settle()
    expect(attached).toEqual([])
  })

  it('loads the analytics once, with every event of the load held', async () => {
    const core = setup(true)
    track(core, 'MODAL_OPEN', { connected: false })
    track(core, 'SELECT_WALLET', { name: 'Test' })
    await settle()
    expect(attached.map((held) => held.map((event) => event.data.event))).toEqual([
      ['MODAL_OPEN', 'SELECT_WALLET'],
    ])
  })
})
