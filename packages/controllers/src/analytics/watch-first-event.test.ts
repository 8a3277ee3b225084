import { describe, expect, it, vi } from 'vitest'
import { track } from '../core/track.js'
import type { AppKitEvent } from '../state/events.js'
import { SPEC_LIMITS } from '../test/analytics-limits.js'
import { createTestCore } from '../test/core.js'
import { network } from '../test/fake-adapter.js'
import { watchFirstEvent } from './watch-first-event.js'

const attached = vi.hoisted(() => [] as AppKitEvent[][])
const limitsGiven = vi.hoisted(() => [] as unknown[])
vi.mock('./attach-analytics.js', () => ({
  attachAnalytics: (_core: unknown, held: AppKitEvent[], _hold: unknown, limits: unknown) => {
    attached.push([...held])
    limitsGiven.push(limits)
  },
}))

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const names = () => attached.map((held) => held.map((event) => event.data.event))

/** A core without a host (so create-core starts no watcher of its own), watched by hand. */
function setup(analytics: boolean) {
  attached.length = 0
  const core = createTestCore({ networks: [network(1)], features: { analytics } })
  watchFirstEvent(core, SPEC_LIMITS)
  return core
}

describe('createAppKitCore', () => {
  it('loads no analytics code for a dapp without an analytics host', async () => {
    attached.length = 0
    const core = createTestCore({ networks: [network(1)], features: { analytics: true } })
    const before = core.internal.eventListeners.size
    await settle()
    track(core, 'MODAL_OPEN', { connected: false })
    await settle()
    expect(core.internal.eventListeners.size).toBe(before)
    expect(attached).toEqual([])
  })

  it('starts the watcher for a dapp with one, with spec §9’s limits', async () => {
    attached.length = 0
    const core = createTestCore({
      networks: [network(1)],
      features: { analytics: true },
      analyticsUrl: 'http://127.0.0.1:1',
    })
    const before = core.internal.eventListeners.size
    await vi.waitFor(() => expect(core.internal.eventListeners.size).toBe(before + 1))
    track(core, 'MODAL_OPEN', { connected: false })
    await vi.waitFor(() => expect(names()).toEqual([['MODAL_OPEN']]))
    expect(limitsGiven.at(-1)).toEqual([46_080, 10_000, 5, 60_000])
  })
})

describe('watchFirstEvent', () => {
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
    expect(names()).toEqual([['MODAL_OPEN', 'SELECT_WALLET']])
  })

  it('counts the event tracked while its own chunk loaded (a dapp that opened the modal at once)', async () => {
    attached.length = 0
    const core = createTestCore({ networks: [network(1)], features: { analytics: true } })
    track(core, 'MODAL_OPEN', { connected: false })
    watchFirstEvent(core, SPEC_LIMITS)
    track(core, 'MODAL_CLOSE')
    await settle()
    expect(names()).toEqual([['MODAL_OPEN', 'MODAL_CLOSE']])
    expect(attached[0]![0]!.data.properties).toEqual({ connected: false })
  })
})
