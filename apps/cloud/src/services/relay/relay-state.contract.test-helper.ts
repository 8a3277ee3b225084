import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_RELAY_LIMITS, type RelayLimits } from './limits.js'
import type { NewMessage, StoredMessage } from './message-store.js'
import type { RelayState, TopicListener } from './relay-state.js'

/** Makes a fresh, empty state; the suite closes it. */
export type StateFactory = (limits: RelayLimits, now: () => number) => Promise<RelayState>

function message(topic: string, text: string, publisher = 'did:key:a', ttlSeconds = 300): NewMessage {
  return { topic, message: text, ttlSeconds, tag: 1108, publisher }
}

function clock(start = 1_000_000) {
  let time = start
  return { now: () => time, advance: (ms: number) => (time += ms) }
}

function recorder(): TopicListener & { heard: StoredMessage[] } {
  const heard: StoredMessage[] = []
  return { heard, published: (stored) => heard.push(stored), missed: () => {} }
}

const texts = (messages: readonly StoredMessage[]) => messages.map((stored) => stored.message)

/**
 * What every RelayState does, whichever implementation: run by memory-state.test.ts and
 * redis-state.test.ts. Each test makes its own state and closes it.
 */
export function describeRelayStateContract(name: string, create: StateFactory): void {
  const withState = async (
    limits: Partial<RelayLimits>,
    test: (state: RelayState, time: ReturnType<typeof clock>) => Promise<void>,
  ) => {
    const time = clock()
    const state = await create({ ...DEFAULT_RELAY_LIMITS, ...limits }, time.now)
    try {
      await test(state, time)
    } finally {
      await state.close()
    }
  }

  describe(`${name}: the relay state contract`, () => {
    it('keeps messages per topic in order, with their publish time and expiry', () =>
      withState({}, async (state, time) => {
        await state.store(message('t1', 'a'))
        time.advance(5)
        await state.store(message('t1', 'b'))
        await state.store(message('t2', 'c'))
        const stored = await state.unreceived('t1', 'did:key:reader')
        expect(
          stored.map(({ message, publishedAt, expiresAt }) => [message, publishedAt, expiresAt]),
        ).toEqual([
          ['a', 1_000_000, 1_300_000],
          ['b', 1_000_005, 1_300_005],
        ])
        expect(stored[0]).toMatchObject({ topic: 't1', tag: 1108, publisher: 'did:key:a', bytes: 1 })
        expect(texts(await state.unreceived('t2', 'did:key:reader'))).toEqual(['c'])
        expect(await state.unreceived('none', 'did:key:reader')).toEqual([])
      }))

    it('stores an identical message on a topic once', () =>
      withState({}, async (state) => {
        expect(await state.store(message('t', 'same'))).toBe(true)
        expect(await state.store(message('t', 'same', 'did:key:b'))).toBe(false)
        expect(await state.store(message('other', 'same'))).toBe(true)
        expect(texts(await state.unreceived('t', 'did:key:reader'))).toEqual(['same'])
      }))

    it('keeps the attestation of a message that has one', () =>
      withState({}, async (state) => {
        await state.store({ ...message('t', 'attested'), attestation: 'jwt' })
        await state.store(message('t', 'plain'))
        const [attested, plain] = await state.unreceived('t', 'did:key:reader')
        expect(attested?.attestation).toBe('jwt')
        expect(plain && 'attestation' in plain).toBe(false)
      }))

    it('gives a client neither its own messages nor those it received', () =>
      withState({}, async (state) => {
        await state.store(message('t', 'mine', 'did:key:me'))
        await state.store(message('t', 'one'))
        await state.store(message('t', 'two'))
        const [one] = await state.unreceived('t', 'did:key:me')
        await state.markReceived('did:key:me', [one!])
        expect(texts(await state.unreceived('t', 'did:key:me'))).toEqual(['two'])
        expect(texts(await state.unreceived('t', 'did:key:other'))).toEqual(['mine', 'one', 'two'])
        await state.markReceived('did:key:me', [])
      }))

    it('drops a message when its ttl has passed, capped at the maximum ttl', () =>
      withState({ maxTtlSeconds: 60 }, async (state, time) => {
        await state.store(message('t', 'short', 'did:key:a', 10))
        await state.store(message('t', 'long', 'did:key:a', 3600))
        time.advance(10_000)
        expect(texts(await state.unreceived('t', 'did:key:reader'))).toEqual(['long'])
        time.advance(50_000)
        expect(await state.unreceived('t', 'did:key:reader')).toEqual([])
        state.sweep()
      }))

    it('keeps only the newest messages of a topic past the per-topic cap', () =>
      withState({ maxMessagesPerTopic: 2 }, async (state) => {
        for (const text of ['1', '2', '3']) await state.store(message('t', text))
        expect(texts(await state.unreceived('t', 'did:key:reader'))).toEqual(['2', '3'])
      }))

    it('announces each new message to the listener of its topic until it stops listening', () =>
      withState({}, async (state) => {
        const listener = recorder()
        await state.listen('t', listener)
        await state.listen('t', listener)
        await state.listen('other', listener)
        await state.store(message('t', 'heard'))
        await state.store(message('t', 'heard'))
        await state.store(message('unheard', 'x'))
        await vi.waitFor(() => expect(texts(listener.heard)).toEqual(['heard']))
        expect(listener.heard[0]).toMatchObject({ topic: 't', publisher: 'did:key:a' })

        state.unlisten('t')
        state.unlisten('t')
        await state.store(message('t', 'after'))
        // Announcements keep their order: once the later one is heard, the earlier one would have been.
        await state.store(message('other', 'marker'))
        await vi.waitFor(() => expect(texts(listener.heard)).toEqual(['heard', 'marker']))
      }))
  })
}
