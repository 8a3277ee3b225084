import { describe, expect, it, vi } from 'vitest'
import { watchParent } from './parent-watch.js'

describe('watchParent', () => {
  it('calls back once when the parent pid changes', async () => {
    vi.useFakeTimers()
    try {
      let parent = 100
      const onGone = vi.fn()
      watchParent(() => parent, onGone, 10)
      await vi.advanceTimersByTimeAsync(50)
      expect(onGone).not.toHaveBeenCalled()

      parent = 1
      await vi.advanceTimersByTimeAsync(50)
      expect(onGone).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('stops watching when asked', async () => {
    vi.useFakeTimers()
    try {
      let parent = 100
      const onGone = vi.fn()
      const stop = watchParent(() => parent, onGone, 10)
      stop()
      parent = 1
      await vi.advanceTimersByTimeAsync(50)
      expect(onGone).not.toHaveBeenCalled()
    } finally {
      vi.useRealTimers()
    }
  })
})
