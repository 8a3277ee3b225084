import { describe, expect, it, vi } from 'vitest'
import { createTestCore } from '../test/core.js'
import { connector, network } from '../test/fake-adapter.js'
import { createMemoryBackend } from '../test/memory-storage.js'
import { STORAGE_KEYS } from '../utils/storage.js'
import {
  forgetConnection,
  readRecentWallets,
  readRememberedConnections,
  rememberConnection,
  touchConnection,
} from './remembered-connections.js'

describe('remembered connections', () => {
  it('most recently used first, per namespace; forgetting removes one', () => {
    const core = createTestCore({ networks: [network(1)] })
    rememberConnection(core, 'eip155', connector('a'))
    rememberConnection(core, 'eip155', connector('b'))
    rememberConnection(core, 'solana', connector('s', 'solana'))
    touchConnection(core, 'eip155', 'a')
    expect(readRememberedConnections(core)).toEqual({ eip155: ['a', 'b'], solana: ['s'] })
    forgetConnection(core, 'eip155', 'a')
    expect(readRememberedConnections(core)).toEqual({ eip155: ['b'], solana: ['s'] })
  })

  it('keeps two recent wallets, keyed by namespace and id', () => {
    const core = createTestCore({ networks: [network(1)] })
    rememberConnection(core, 'eip155', connector('a'))
    rememberConnection(core, 'eip155', connector('b'))
    rememberConnection(core, 'solana', connector('a', 'solana'))
    expect(readRecentWallets(core)).toEqual([
      { namespace: 'solana', connectorId: 'a' },
      { namespace: 'eip155', connectorId: 'b' },
    ])
  })

  it('reads recent wallets written before keys had a namespace as EVM ones', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const backend = createMemoryBackend({ [STORAGE_KEYS.recentWallets]: ['io.metamask', 'solana:phantom'] })
    const core = createTestCore({ networks: [network(1)] }, backend)
    expect(readRecentWallets(core)).toEqual([
      { namespace: 'eip155', connectorId: 'io.metamask' },
      { namespace: 'solana', connectorId: 'phantom' },
    ])
  })
})
