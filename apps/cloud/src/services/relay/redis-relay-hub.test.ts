import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DEFAULT_RELAY_LIMITS } from './limits.js'
import { startTestRedis, type TestRedis } from './redis-server.test-helper.js'
import { connectRedisRelayState } from './redis-state.js'
import { createRelayHub, type Delivery, type RelayHub } from './relay-hub.js'
import type { RelayState } from './relay-state.js'

/*
 * Relay instances on one Redis, as behind a load balancer: each hub holds its own sockets (fake
 * links here), and a client may be on either, or move from one to the other.
 */

let redis: TestRedis
const states: RelayState[] = []
let nextPrefix = 1

beforeAll(async () => {
  redis = await startTestRedis()
})

afterAll(async () => {
  await Promise.all(states.map((state) => state.close()))
  await redis?.stop()
})

/** Two relay instances sharing one prefix on the test's Redis. */
async function twoInstances(): Promise<[RelayHub, RelayHub]> {
  const prefix = `hub${nextPrefix++}:`
  const hub = async () => {
    const state = await connectRedisRelayState({
      url: redis.url,
      limits: DEFAULT_RELAY_LIMITS,
      prefix,
      onError: () => {},
    })
    states.push(state)
    return createRelayHub(DEFAULT_RELAY_LIMITS, { state })
  }
  return [await hub(), await hub()]
}

function client(hub: RelayHub, clientId: string) {
  const deliveries: Delivery[] = []
  const peer = hub.join(clientId, { deliver: (delivery) => deliveries.push(delivery) })
  return { peer, deliveries, messages: () => deliveries.map((delivery) => delivery.stored.message) }
}

const message = (text: string) => ({ topic: 'session', message: text, ttlSeconds: 300, tag: 1108 })

describe('relay instances on one Redis', () => {
  it('delivers a publish on one instance to a subscriber on the other', async () => {
    const [first, second] = await twoInstances()
    const dapp = client(first, 'did:key:dapp')
    const wallet = client(second, 'did:key:wallet')
    await second.subscribe(wallet.peer, 'session')
    await first.subscribe(dapp.peer, 'session')

    await first.publish(dapp.peer, message('hello'))
    await vi.waitFor(() => expect(wallet.messages()).toEqual(['hello']))
    expect(dapp.deliveries).toEqual([])
  })

  it('delivers what was published while a client was away when it subscribes on the other instance', async () => {
    const [first, second] = await twoInstances()
    const dapp = client(first, 'did:key:dapp')
    await first.publish(dapp.peer, message('while away 1'))
    await first.publish(dapp.peer, message('while away 2'))

    const wallet = client(second, 'did:key:wallet')
    await second.subscribe(wallet.peer, 'session')
    second.replay(wallet.peer, 'session')
    await vi.waitFor(() => expect(wallet.messages()).toEqual(['while away 1', 'while away 2']))

    // Acknowledged on one instance (the acknowledgements go to Redis in batches), it is not
    // replayed to the same client on the other.
    await second.acknowledge(wallet.peer, wallet.deliveries[0]!.stored)
    second.leave(wallet.peer)
    const back = client(first, 'did:key:wallet')
    await vi.waitFor(async () =>
      expect((await first.fetch(back.peer, ['session'])).map((stored) => stored.message)).toEqual([
        'while away 2',
      ]),
    )
  })

  it('loses no stored message when Redis restarts mid-run', async () => {
    const [first, second] = await twoInstances()
    const dapp = client(first, 'did:key:dapp')
    const wallet = client(second, 'did:key:wallet')
    await second.subscribe(wallet.peer, 'session')
    await first.publish(dapp.peer, message('before'))
    await vi.waitFor(() => expect(wallet.messages()).toEqual(['before']))

    let duringOutage: Promise<void> | undefined
    await redis.restart(() => {
      // Waits for Redis to be back; the wallet hears it live or, if its instance was not yet
      // listening again, from the replay that follows the reconnection.
      duringOutage = Promise.resolve(first.publish(dapp.peer, message('during')))
    })
    await duringOutage
    await first.publish(dapp.peer, message('after'))
    await vi.waitFor(() => expect(new Set(wallet.messages())).toEqual(new Set(['before', 'during', 'after'])))

    const late = client(second, 'did:key:late')
    await second.subscribe(late.peer, 'session')
    second.replay(late.peer, 'session')
    await vi.waitFor(() => expect(late.messages()).toEqual(['before', 'during', 'after']))
  })
})
