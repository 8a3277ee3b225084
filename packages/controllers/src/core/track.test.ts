import { describe, expect, it, vi } from 'vitest'
import { createTestCore } from '../test/core.js'
import { network } from '../test/fake-adapter.js'
import { subscribeEvents, track } from './track.js'

describe('tracking events', () => {
  it('keep the last one as state and reach every listener until it unsubscribes', () => {
    const core = createTestCore({ networks: [network(1)] })
    const seen: string[] = []
    const stop = subscribeEvents(core, { onEvent: (e) => seen.push(e.data.event) })
    track(core, 'MODAL_OPEN', { connected: false })
    stop()
    track(core, 'MODAL_CLOSE')
    expect(seen).toEqual(['MODAL_OPEN'])
    expect(core.lastEvent.data).toEqual({ type: 'track', event: 'MODAL_CLOSE', properties: undefined })
  })

  it('a listener that throws does not stop the others', () => {
    const core = createTestCore({ networks: [network(1)] })
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const seen: string[] = []
    subscribeEvents(core, {
      onEvent: () => {
        throw new Error('dapp bug')
      },
    })
    subscribeEvents(core, { onEvent: (e) => seen.push(e.data.event) })
    track(core, 'SWITCH_NETWORK')
    expect(seen).toEqual(['SWITCH_NETWORK'])
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })
})
