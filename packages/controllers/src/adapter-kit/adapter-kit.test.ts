import { describe, expect, it, vi } from 'vitest'
import { network } from '../test/fake-adapter.js'
import type { AdapterContext, AdapterEvents } from '../types/adapter.js'
import { createAdapterKit } from './adapter-kit.js'

const events = (): AdapterEvents => ({
  connectorsChanged: vi.fn(),
  connected: vi.fn(),
  accountsChanged: vi.fn(),
  chainChanged: vi.fn(),
  disconnected: vi.fn(),
})

const contextOf = (patch: Partial<AdapterContext> = {}): AdapterContext => ({
  networks: [network(101, 'solana'), network(102, 'solana')],
  events: events(),
  projectId: 'p',
  ...patch,
})

describe('createAdapterKit', () => {
  it('serves the instance it was attached to: its events, networks and API', async () => {
    const kit = createAdapterKit<'solana', string>('solana')
    const api = vi.fn(async () => 'api' as never)
    const context = contextOf({ api })
    kit.attach(context)
    expect(kit.context()).toBe(context)
    expect(kit.events()).toBe(context.events)
    expect(kit.ref('phantom')).toEqual({ namespace: 'solana', connectorId: 'phantom' })
    expect(kit.current).toBe(context.networks[0])
    await expect(kit.api()).resolves.toBe('api')
  })

  it('leaves the previous instance when attached to a new one: watching, listening and events stop', () => {
    const kit = createAdapterKit<'solana', string>('solana')
    const first = contextOf()
    kit.attach(first)
    const stopWatching = vi.fn()
    const stopListening = vi.fn()
    kit.discover(
      () => undefined,
      () => stopWatching,
    )
    kit.listeners.listen('phantom', () => stopListening)
    kit.attach(contextOf())
    expect(stopWatching).toHaveBeenCalledOnce()
    expect(stopListening).toHaveBeenCalledOnce()
    kit.teardown()
    expect(kit.events()).toBeUndefined()
    expect(stopWatching).toHaveBeenCalledOnce()
  })

  it('starts discovery with an empty list, then what the watch reports', () => {
    const kit = createAdapterKit<'solana', string>('solana')
    const published: string[][] = []
    kit.discover(
      (found: string[]) => published.push(found),
      (onChange) => {
        onChange(['phantom'])
        return () => undefined
      },
    )
    expect(published).toEqual([[], ['phantom']])
  })
})
