import { describe, expect, it } from 'vitest'
import { DEFAULT_RELAY_LIMITS } from './limits.js'
import { createMemoryRelayState } from './memory-state.js'
import { describeRelayStateContract } from './relay-state.contract.test-helper.js'

describeRelayStateContract('in process', async (limits, now) => createMemoryRelayState(limits, now))

describe('createMemoryRelayState', () => {
  it('answers at once, so a relay without Redis does everything in the same turn', () => {
    const state = createMemoryRelayState(DEFAULT_RELAY_LIMITS)
    const heard: string[] = []
    expect(state.listen('t', { published: (stored) => heard.push(stored.message), missed: () => {} })).toBe(
      undefined,
    )
    expect(state.store({ topic: 't', message: 'm', ttlSeconds: 300, tag: 1, publisher: 'did:key:a' })).toBe(
      true,
    )
    expect(heard).toEqual(['m'])
    expect(state.unreceived('t', 'did:key:b')).toEqual([expect.objectContaining({ message: 'm' })])
  })
})
