import { fakeClock } from '@appkit/testing'
import { describe, expect, it } from 'vitest'
import { pollUntil, receiptPollInterval } from './poll-until.js'

/** A poll that answers `answers` in turn, then nothing. */
const answering = <T>(answers: (T | undefined)[]) => {
  let calls = 0
  const poll = async () => answers[calls++]
  return { poll, calls: () => calls }
}

describe('receiptPollInterval', () => {
  it('asks twice a block, within spec §9’s bounds, every 4 s without a block time', () => {
    expect(receiptPollInterval(2000)).toBe(1000)
    expect(receiptPollInterval(400)).toBe(500)
    expect(receiptPollInterval(600_000)).toBe(4000)
    expect(receiptPollInterval()).toBe(4000)
  })
})

describe('pollUntil', () => {
  it('gives the first answer, asking every interval until then', async () => {
    const clock = fakeClock()
    const { poll } = answering([undefined, undefined, 'mined'])
    await expect(pollUntil(poll, { intervalMs: 500, timeoutMs: 10_000, clock })).resolves.toBe('mined')
    expect(clock.slept).toEqual([500, 500])
  })

  it('gives up with nothing once the next ask would come after the deadline', async () => {
    const clock = fakeClock()
    const { poll, calls } = answering<string>([])
    await expect(pollUntil(poll, { intervalMs: 1000, timeoutMs: 2500, clock })).resolves.toBeUndefined()
    expect(calls()).toBe(3)
    expect(clock.now()).toBe(2000)
  })

  it('waits spec §9’s receipt timeout by default', async () => {
    const clock = fakeClock()
    await pollUntil(answering<string>([]).poll, { intervalMs: 4000, clock })
    expect(clock.now()).toBe(24_000)
  })

  it('ends with the error of a poll that throws', async () => {
    const failing = async () => {
      throw new Error('reverted')
    }
    await expect(pollUntil(failing, { intervalMs: 500, clock: fakeClock() })).rejects.toThrow('reverted')
  })

  it('stops at once when its signal aborts, even in the middle of a wait', async () => {
    const controller = new AbortController()
    const clock = { now: () => 0, sleep: () => new Promise<void>(() => undefined) }
    const waiting = pollUntil(answering<string>([]).poll, {
      intervalMs: 500,
      clock,
      signal: controller.signal,
    })
    await Promise.resolve()
    controller.abort(new Error('closed'))
    await expect(waiting).rejects.toThrow('closed')
    await expect(
      pollUntil(answering(['late']).poll, { intervalMs: 500, clock, signal: controller.signal }),
    ).rejects.toThrow('closed')
  })
})
