import { ModalClosedError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { createTestCore } from '../test/core.js'
import { network } from '../test/fake-adapter.js'
import { abortAttempts, attemptsOf } from './attempts.js'
import { withAttempt } from './with-attempt.js'

describe('the modal’s attempts', () => {
  it('last as long as their work; aborting gives each its own abort, and forgets them', async () => {
    const core = createTestCore({ networks: [network(1)] })
    const signals: AbortSignal[] = []
    const pending = [1, 2].map(() =>
      withAttempt(core, (signal) => {
        signals.push(signal)
        return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)))
      }),
    )
    expect(attemptsOf(core).size).toBe(2)
    abortAttempts(core, new ModalClosedError())
    for (const attempt of pending) await expect(attempt).rejects.toThrow('Modal closed')
    expect(signals.every((s) => s.aborted)).toBe(true)
    expect(attemptsOf(core).size).toBe(0)
    await expect(withAttempt(core, async () => 'done')).resolves.toBe('done')
    expect(attemptsOf(core).size).toBe(0)
  })
})
