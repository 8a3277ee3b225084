import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { freePort } from '../../server-process.test-helper.js'
import { DEFAULT_RELAY_LIMITS } from './limits.js'
import type { StoredMessage } from './message-store.js'
import { topicKeys } from './redis-keys.js'
import { STORE_MESSAGE, UNRECEIVED_MESSAGES } from './redis-scripts.js'
import { startTestRedis, type TestRedis } from './redis-server.test-helper.js'
import { connectRedisRelayState, type RedisStateOptions } from './redis-state.js'
import { describeRelayStateContract } from './relay-state.contract.test-helper.js'
import type { RelayState } from './relay-state.js'

let redis: TestRedis
let nextPrefix = 1
/** Each test's keys apart from the others', on the one server. */
const freshPrefix = () => `test${nextPrefix++}:`

beforeAll(async () => {
  redis = await startTestRedis()
})

afterAll(async () => {
  await redis?.stop()
})

describeRelayStateContract('Redis', (limits, now) =>
  connectRedisRelayState({ url: redis.url, limits, now, prefix: freshPrefix(), onError: () => {} }),
)

/** Transactions Redis has run so far (INFO commandstats). */
async function transactions(): Promise<number> {
  const raw = createClient({ url: redis.url })
  await raw.connect()
  try {
    const stats = await raw.info('commandstats')
    return Number(/cmdstat_exec:calls=(\d+)/.exec(stats)?.[1] ?? 0)
  } finally {
    await raw.close()
  }
}

/** Whether Redis holds the relay's two scripts (SCRIPT EXISTS). */
async function scriptsLoaded(flushFirst = false): Promise<boolean[]> {
  const raw = createClient({ url: redis.url })
  await raw.connect()
  try {
    if (flushFirst) await raw.scriptFlush()
    return (await raw.scriptExists([STORE_MESSAGE.sha1, UNRECEIVED_MESSAGES.sha1])).map(Boolean)
  } finally {
    await raw.close()
  }
}

const publish = (state: RelayState, text: string, topic = 't') =>
  state.store({ topic, message: text, ttlSeconds: 300, tag: 1, publisher: 'did:key:a' })

describe('connectRedisRelayState', () => {
  const open: RelayState[] = []
  const instance = async (options: Partial<RedisStateOptions> & { prefix: string }) => {
    const state = await connectRedisRelayState({
      url: redis.url,
      limits: DEFAULT_RELAY_LIMITS,
      onError: () => {},
      ...options,
    })
    open.push(state)
    return state
  }

  afterAll(async () => {
    await Promise.all(open.map((state) => state.close()))
  })

  it('shares stored messages and announcements between instances on one Redis', async () => {
    const prefix = freshPrefix()
    const [first, second] = [await instance({ prefix }), await instance({ prefix })]
    const heard: string[] = []
    await second.listen('t', { published: (stored) => heard.push(stored.message), missed: () => {} })
    expect(await publish(first, 'from the first')).toBe(true)
    expect(await publish(second, 'from the first')).toBe(false)
    await vi.waitFor(() => expect(heard).toEqual(['from the first']))

    const [stored] = await second.unreceived('t', 'did:key:b')
    await second.markReceived('did:key:b', [stored!])
    expect(await first.unreceived('t', 'did:key:b')).toEqual([])
  })

  it('loses no stored message when Redis restarts, and tells listeners they may have missed some', async () => {
    const prefix = freshPrefix()
    const [first, second] = [await instance({ prefix }), await instance({ prefix })]
    const heard: string[] = []
    const missed: string[] = []
    await second.listen('t', {
      published: (stored) => heard.push(stored.message),
      missed: (topic) => missed.push(topic),
    })
    await publish(first, 'before')
    await vi.waitFor(() => expect(heard).toEqual(['before']))

    await redis.restart()
    expect((await second.unreceived('t', 'did:key:b')).map((stored) => stored.message)).toEqual(['before'])
    await vi.waitFor(() => expect(missed).toContain('t'))
    // The scripts are sent again to the restarted server, and the fan-out is listening again.
    await vi.waitFor(async () => expect(await scriptsLoaded()).toEqual([true, true]))
    expect(await publish(first, 'after')).toBe(true)
    await vi.waitFor(() => expect(heard).toEqual(['before', 'after']))
  })

  it('has its scripts in Redis before the first publish, so no publish is refused NOSCRIPT', async () => {
    expect(await scriptsLoaded(true)).toEqual([false, false])
    await instance({ prefix: freshPrefix() })
    expect(await scriptsLoaded()).toEqual([true, true])
  })

  it('writes many acknowledgements in one round trip: one transaction for all of them', async () => {
    const prefix = freshPrefix()
    const state = await instance({ prefix })
    for (let i = 0; i < 20; i++) await publish(state, `m${i}`)
    const messages = await state.unreceived('t', 'did:key:b')
    expect(messages).toHaveLength(20)
    const before = await transactions()
    // Twenty deliveries acknowledged one by one, as a wallet does.
    await Promise.all(messages.map((stored) => state.markReceived('did:key:b', [stored])))
    expect((await transactions()) - before).toBe(1)
    expect(await state.unreceived('t', 'did:key:b')).toEqual([])
  })

  it('counts acknowledgements still waiting in the batch before it replays a topic', async () => {
    const prefix = freshPrefix()
    const state = await instance({ prefix })
    await publish(state, 'acknowledged')
    await publish(state, 'not yet')
    const [first] = await state.unreceived('t', 'did:key:b')
    const written = state.markReceived('did:key:b', [first!])
    expect((await state.unreceived('t', 'did:key:b')).map((stored) => stored.message)).toEqual(['not yet'])
    await written
  })

  it('writes the acknowledgements still waiting when it closes', async () => {
    const prefix = freshPrefix()
    const state = await connectRedisRelayState({
      url: redis.url,
      limits: DEFAULT_RELAY_LIMITS,
      onError: () => {},
      prefix,
    })
    await publish(state, 'seen')
    const [seen] = await state.unreceived('t', 'did:key:b')
    void state.markReceived('did:key:b', [seen!])
    await state.close()
    const other = await instance({ prefix })
    expect(await other.unreceived('t', 'did:key:b')).toEqual([])
  })

  it('refuses to start without a Redis to reach, naming where it looked', async () => {
    const port = await freePort()
    await expect(
      connectRedisRelayState({
        url: `redis://127.0.0.1:${port}`,
        limits: DEFAULT_RELAY_LIMITS,
        onError: () => {},
      }),
    ).rejects.toThrow(`The relay cannot reach Redis at 127.0.0.1:${port}.`)
  })

  it('reports a record or an announcement it cannot read and goes on', async () => {
    const prefix = freshPrefix()
    const onError = vi.fn()
    const state = await instance({ prefix, onError })
    const heard: StoredMessage[] = []
    await state.listen('t', { published: (stored) => heard.push(stored), missed: () => {} })
    await publish(state, 'good')
    await vi.waitFor(() => expect(heard).toHaveLength(1))

    const raw = createClient({ url: redis.url })
    await raw.connect()
    try {
      const keys = topicKeys(prefix, 't')
      await raw.zAdd(keys.index, { score: 9, value: 'bad' })
      await raw.set(`${keys.messagePrefix}bad`, '{"not":"a record"}')
      await raw.publish(keys.channel, '1 not json')
    } finally {
      await raw.close()
    }
    expect((await state.unreceived('t', 'did:key:b')).map((stored) => stored.message)).toEqual(['good'])
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(2))
    expect(heard).toHaveLength(1)
  })
})
