import { ANALYTICS_FLUSH_BYTES, ANALYTICS_FLUSH_INTERVAL_MS } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { createFakeClock } from '../test/fake-clock.js'
import { createEventBatcher } from './event-batcher.js'

function setup(beaconAnswer = true) {
  const clock = createFakeClock()
  const sent: string[][] = []
  const beaconed: string[][] = []
  const batcher = createEventBatcher<string>({
    send: (events) => sent.push(events),
    beacon: (events) => {
      beaconed.push([...events])
      return beaconAnswer
    },
    clock,
    maxBytes: ANALYTICS_FLUSH_BYTES,
    intervalMs: ANALYTICS_FLUSH_INTERVAL_MS,
  })
  return { clock, sent, beaconed, batcher }
}

/** An event whose JSON is `bytes` long (its quotes included). */
const eventOf = (bytes: number, fill = 'x') => fill.repeat(bytes - 2)

describe('createEventBatcher', () => {
  it('sends nothing before the interval, then everything queued as one batch', () => {
    const { clock, sent, batcher } = setup()
    batcher.add('a')
    batcher.add('b')
    clock.advance(ANALYTICS_FLUSH_INTERVAL_MS - 1)
    expect(sent).toEqual([])
    clock.advance(1)
    expect(sent).toEqual([['a', 'b']])
  })

  it('counts the interval from the last batch, not from the event', () => {
    const { clock, sent, batcher } = setup()
    clock.advance(ANALYTICS_FLUSH_INTERVAL_MS + 5000)
    batcher.add('late')
    // 15 s since the last batch: it goes at once (on the next tick), not 10 s later.
    clock.advance(0)
    expect(sent).toEqual([['late']])
  })

  it('runs no timer while nothing is queued', () => {
    const { clock, batcher } = setup()
    expect(clock.timers()).toBe(0)
    batcher.add('a')
    expect(clock.timers()).toBe(1)
    clock.advance(ANALYTICS_FLUSH_INTERVAL_MS)
    expect(clock.timers()).toBe(0)
  })

  it('sends what is queued at once when the next event would pass the size threshold, never a larger batch', () => {
    const { sent, batcher } = setup()
    const size = 10_000
    const fit = Math.floor(ANALYTICS_FLUSH_BYTES / (size + 1))
    for (let i = 0; i < fit; i++) batcher.add(eventOf(size, String(i)))
    expect(sent).toEqual([])
    batcher.add(eventOf(size, 'z'))
    expect(sent).toHaveLength(1)
    expect(sent[0]).toHaveLength(fit)
    expect(JSON.stringify(sent[0]).length).toBeLessThanOrEqual(ANALYTICS_FLUSH_BYTES)
  })

  it('restarts the interval after a batch sent for its size', () => {
    const { clock, sent, batcher } = setup()
    clock.advance(ANALYTICS_FLUSH_INTERVAL_MS / 2)
    const half = eventOf(Math.floor(ANALYTICS_FLUSH_BYTES / 2))
    batcher.add(half)
    batcher.add(half)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toHaveLength(1)
    clock.advance(ANALYTICS_FLUSH_INTERVAL_MS - 1)
    expect(sent).toHaveLength(1)
    clock.advance(1)
    expect(sent.at(-1)).toEqual([half])
  })

  it('drops an event larger than a batch may be (one event cannot overflow a beacon)', () => {
    const { clock, sent, batcher } = setup()
    expect(batcher.add(eventOf(ANALYTICS_FLUSH_BYTES))).toBe(false)
    expect(batcher.add(eventOf(ANALYTICS_FLUSH_BYTES - 1))).toBe(true)
    clock.advance(ANALYTICS_FLUSH_INTERVAL_MS)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toHaveLength(1)
  })

  it('gives what is queued to the beacon when the page goes away, and not again after', () => {
    const { clock, sent, beaconed, batcher } = setup()
    batcher.add('a')
    batcher.flushWithBeacon()
    expect(beaconed).toEqual([['a']])
    clock.advance(ANALYTICS_FLUSH_INTERVAL_MS)
    expect(sent).toEqual([])
    batcher.flushWithBeacon()
    expect(beaconed).toHaveLength(1)
  })

  it('keeps the events a refused beacon did not take, for the next batch', () => {
    const { clock, sent, batcher } = setup(false)
    batcher.add('a')
    batcher.flushWithBeacon()
    clock.advance(ANALYTICS_FLUSH_INTERVAL_MS)
    expect(sent).toEqual([['a']])
  })

  it('sends nothing after stop', () => {
    const { clock, sent, batcher } = setup()
    batcher.add('a')
    batcher.stop()
    clock.advance(ANALYTICS_FLUSH_INTERVAL_MS)
    expect(sent).toEqual([])
    expect(clock.timers()).toBe(0)
  })
})
