import { describe, expect, it } from 'vitest'
import { waitFor } from './wait-for.js'

function changes() {
  const listeners = new Set<() => void>()
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    fire: () => {
      for (const listener of [...listeners]) listener()
    },
    count: () => listeners.size,
  }
}

describe('waitFor', () => {
  it('answers at once when it is there, or when a change brings it', async () => {
    const { subscribe, fire, count } = changes()
    expect(await waitFor(() => 'here', subscribe, 1000)).toBe('here')
    let value: string | undefined
    const waiting = waitFor(() => value, subscribe, 1000)
    fire()
    value = 'later'
    fire()
    expect(await waiting).toBe('later')
    expect(count()).toBe(0)
  })

  it('gives up after its time, and at once with no time', async () => {
    const { subscribe, count } = changes()
    expect(await waitFor(() => undefined, subscribe, 0)).toBeUndefined()
    expect(await waitFor(() => undefined, subscribe, 20)).toBeUndefined()
    expect(count()).toBe(0)
  })
})
