import { describe, expect, it } from 'vitest'
import { createTestCore } from '../test/core.js'
import { network } from '../test/fake-adapter.js'
import { attemptsOf } from './attempts.js'
import { withAttempt } from './with-attempt.js'

const core = () => createTestCore({ networks: [network(1)] })

describe('withAttempt', () => {
  it("answers with its work's result and is forgotten once done", async () => {
    const instance = core()
    await expect(withAttempt(instance, async () => 'done')).resolves.toBe('done')
    expect(attemptsOf(instance).size).toBe(0)
  })

  it('is forgotten when its work fails, the failure passed on', async () => {
    const instance = core()
    const failed = withAttempt(instance, async () => {
      throw new Error('wallet said no')
    })
    await expect(failed).rejects.toThrow('wallet said no')
    expect(attemptsOf(instance).size).toBe(0)
  })

  it('gives each attempt a signal of its own, held while the work runs', async () => {
    const instance = core()
    const signals: AbortSignal[] = []
    let finish: () => void = () => undefined
    const running = withAttempt(instance, (signal) => {
      signals.push(signal)
      return new Promise<void>((resolve) => {
        finish = resolve
      })
    })
    await withAttempt(instance, async (signal) => {
      signals.push(signal)
      expect(attemptsOf(instance).size).toBe(2)
    })
    expect(attemptsOf(instance).size).toBe(1)
    finish()
    await running
    expect(signals[0]).not.toBe(signals[1])
    expect(signals.some((signal) => signal.aborted)).toBe(false)
  })
})
