import { describe, expect, it } from 'vitest'
import { DEFAULT_RELAY_LIMITS } from './limits.js'
import { createMessageStore, type NewMessage } from './message-store.js'

function message(topic: string, text: string, ttlSeconds = 300): NewMessage {
  return { topic, message: text, ttlSeconds, tag: 1108, publisher: 'did:key:a' }
}

function clock(start = 1_000_000) {
  let time = start
  return { now: () => time, advance: (ms: number) => (time += ms) }
}

describe('createMessageStore', () => {
  it('keeps messages per topic in order with their publish time', () => {
    const time = clock()
    const store = createMessageStore(DEFAULT_RELAY_LIMITS, time.now)
    store.add(message('t1', 'a'))
    time.advance(5)
    store.add(message('t1', 'b'))
    store.add(message('t2', 'c'))
    expect(store.list('t1').map((stored) => [stored.message, stored.publishedAt])).toEqual([
      ['a', 1_000_000],
      ['b', 1_000_005],
    ])
    expect(store.list('t2')).toHaveLength(1)
    expect(store.list('none')).toEqual([])
  })

  it('stores an identical message on a topic once', () => {
    const store = createMessageStore(DEFAULT_RELAY_LIMITS)
    const first = store.add(message('t', 'same'))
    const again = store.add(message('t', 'same'))
    expect(first.duplicate).toBe(false)
    expect(again).toEqual({ stored: first.stored, duplicate: true })
    expect(store.add(message('other', 'same')).duplicate).toBe(false)
    expect(store.size().messages).toBe(2)
  })

  it('drops a message when its ttl has passed, capped at the maximum ttl', () => {
    const time = clock()
    const store = createMessageStore({ ...DEFAULT_RELAY_LIMITS, maxTtlSeconds: 60 }, time.now)
    store.add(message('t', 'short', 10))
    store.add(message('t', 'long', 3600))
    time.advance(10_000)
    expect(store.list('t').map((stored) => stored.message)).toEqual(['long'])
    time.advance(50_000)
    expect(store.list('t')).toEqual([])
    expect(store.size()).toEqual({ topics: 0, messages: 0, bytes: 0 })
  })

  it('sweeps expired messages of idle topics', () => {
    const time = clock()
    const store = createMessageStore(DEFAULT_RELAY_LIMITS, time.now)
    store.add(message('idle', 'x', 1))
    store.add(message('kept', 'y', 100))
    time.advance(1000)
    store.sweep()
    expect(store.size()).toEqual({ topics: 1, messages: 1, bytes: 1 })
  })

  it('evicts the oldest message of a topic past the per-topic cap', () => {
    const store = createMessageStore({ ...DEFAULT_RELAY_LIMITS, maxMessagesPerTopic: 2 })
    for (const text of ['1', '2', '3']) store.add(message('t', text))
    expect(store.list('t').map((stored) => stored.message)).toEqual(['2', '3'])
  })

  it('evicts the least recently published topic past the topic cap', () => {
    const store = createMessageStore({ ...DEFAULT_RELAY_LIMITS, maxTopics: 2 })
    store.add(message('a', '1'))
    store.add(message('b', '2'))
    store.add(message('a', '3'))
    store.add(message('c', '4'))
    expect(store.list('b')).toEqual([])
    expect(store.list('a')).toHaveLength(2)
    expect(store.list('c')).toHaveLength(1)
  })

  it('evicts the oldest messages anywhere past the byte cap', () => {
    const store = createMessageStore({ ...DEFAULT_RELAY_LIMITS, maxStoredBytes: 10 })
    store.add(message('a', 'xxxx'))
    store.add(message('b', 'yyyy'))
    store.add(message('a', 'zzzz'))
    expect(store.list('a').map((stored) => stored.message)).toEqual(['zzzz'])
    expect(store.list('b')).toHaveLength(1)
    expect(store.size().bytes).toBe(8)
  })
})
