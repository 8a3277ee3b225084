import { createHash } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_RELAY_LIMITS } from './limits.js'
import { createMemoryRelayState } from './memory-state.js'
import { createRelayHub, type Delivery, subscriptionIdOf } from './relay-hub.js'

function link() {
  const deliveries: Delivery[] = []
  return { deliveries, deliver: (delivery: Delivery) => deliveries.push(delivery) }
}

const publish = { topic: 't', message: 'm', ttlSeconds: 300, tag: 1 }

describe('createRelayHub', () => {
  it('names subscriptions as the clients do: sha256 hex of topic and client id', () => {
    const expected = createHash('sha256').update('topicdid:key:z6Mk').digest('hex')
    expect(subscriptionIdOf('topic', 'did:key:z6Mk')).toBe(expected)
  })

  it('delivers to every socket of other clients, never back to the publisher’s client', () => {
    const hub = createRelayHub(DEFAULT_RELAY_LIMITS)
    const [a1, a2, b] = [link(), link(), link()]
    const peerA1 = hub.join('did:key:a', a1)
    const peerA2 = hub.join('did:key:a', a2)
    const peerB = hub.join('did:key:b', b)
    for (const peer of [peerA1, peerA2, peerB]) hub.subscribe(peer, 't')
    hub.publish(peerA1, publish)
    expect(a1.deliveries).toEqual([])
    expect(a2.deliveries).toEqual([])
    expect(b.deliveries.map((delivery) => delivery.subscriptionId)).toEqual([
      subscriptionIdOf('t', 'did:key:b'),
    ])
  })

  it('counts fetched and acknowledged messages as received by that client', async () => {
    const hub = createRelayHub(DEFAULT_RELAY_LIMITS)
    const publisher = hub.join('did:key:p', link())
    hub.publish(publisher, publish)
    hub.publish(publisher, { ...publish, message: 'm2' })
    const reader = hub.join('did:key:r', link())
    expect((await hub.fetch(reader, ['t'])).map((stored) => stored.message)).toEqual(['m', 'm2'])
    expect(await hub.fetch(reader, ['t'])).toEqual([])

    const other = link()
    const otherPeer = hub.join('did:key:o', other)
    hub.subscribe(otherPeer, 't')
    hub.replay(otherPeer, 't')
    hub.acknowledge(otherPeer, other.deliveries[0]!.stored)
    expect((await hub.fetch(otherPeer, ['t'])).map((stored) => stored.message)).toEqual(['m2'])
  })

  it('refuses a subscription past the socket’s cap and keeps the ones it has', () => {
    const hub = createRelayHub({ ...DEFAULT_RELAY_LIMITS, maxSubscriptionsPerSocket: 2 })
    const peer = hub.join('did:key:1', link())
    hub.subscribe(peer, 'a')
    hub.subscribe(peer, 'b')
    expect(hub.subscribe(peer, 'a')).toBe(subscriptionIdOf('a', 'did:key:1'))
    expect(() => hub.subscribe(peer, 'c')).toThrow(/Limit exceeded: at most 2 subscriptions per socket/)
    expect(() => hub.assertRoomFor(peer, ['b', 'c'])).toThrow(/Limit exceeded/)
    expect(() => hub.assertRoomFor(peer, ['a', 'b'])).not.toThrow()
  })

  it('hands out distinct safe-integer ids for its own requests', () => {
    const hub = createRelayHub(DEFAULT_RELAY_LIMITS)
    const [first, second] = [hub.nextRequestId(), hub.nextRequestId()]
    expect(second).toBe(first + 1)
    expect(Number.isSafeInteger(second)).toBe(true)
  })

  it('tries a failed replay again: a message stored while Redis was away is not lost', async () => {
    const memory = createMemoryRelayState(DEFAULT_RELAY_LIMITS)
    let failures = 1
    const errors: unknown[] = []
    const state = {
      ...memory,
      unreceived: (topic: string, clientId: string) =>
        failures-- > 0
          ? Promise.reject(new Error('Redis away'))
          : Promise.resolve(memory.unreceived(topic, clientId)),
    }
    const hub = createRelayHub(DEFAULT_RELAY_LIMITS, {
      state,
      replayRetryMs: 5,
      onError: (error) => errors.push(error),
    })
    const publisher = hub.join('did:key:a', link())
    hub.publish(publisher, { ...publish, message: 'stored while away' })
    const wallet = link()
    const peer = hub.join('did:key:b', wallet)
    await hub.subscribe(peer, 't')
    hub.replay(peer, 't')
    await vi.waitFor(() =>
      expect(wallet.deliveries.map((delivery) => delivery.stored.message)).toEqual(['stored while away']),
    )
    expect(errors).toEqual([new Error('Redis away')])
  })

  it('stops trying a replay once the socket no longer listens to the topic', async () => {
    vi.useFakeTimers()
    try {
      const memory = createMemoryRelayState(DEFAULT_RELAY_LIMITS)
      let attempts = 0
      const state = {
        ...memory,
        unreceived: () => {
          attempts++
          return Promise.reject(new Error('Redis away'))
        },
      }
      const hub = createRelayHub(DEFAULT_RELAY_LIMITS, { state, replayRetryMs: 5, onError: () => {} })
      const peer = hub.join('did:key:b', link())
      await hub.subscribe(peer, 't')
      hub.replay(peer, 't')
      await vi.advanceTimersByTimeAsync(5)
      expect(attempts).toBe(2)
      hub.unsubscribe(peer, 't')
      await vi.advanceTimersByTimeAsync(50)
      expect(attempts).toBe(2)
    } finally {
      vi.useRealTimers()
    }
  })
})
