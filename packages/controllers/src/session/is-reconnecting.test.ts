import { describe, expect, it } from 'vitest'
import { createTestCore } from '../test/core.js'
import { network } from '../test/fake-adapter.js'
import { connectorKey } from '../types/connector.js'
import { isReconnecting } from './is-reconnecting.js'

describe('isReconnecting', () => {
  it('is true only for a connector this run is resuming, in its namespace', () => {
    const core = createTestCore({ networks: [network(1), network(7, 'solana')] })
    core.internal.reconnect.resuming.add(connectorKey('eip155', 'a'))
    expect(isReconnecting(core, 'eip155', 'a')).toBe(true)
    expect(isReconnecting(core, 'solana', 'a')).toBe(false)
    expect(isReconnecting(core, 'eip155', 'b')).toBe(false)
  })
})
