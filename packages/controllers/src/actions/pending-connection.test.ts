import { describe, expect, it } from 'vitest'
import {
  cancelPendingConnection,
  hasPendingConnection,
  trackPendingConnection,
} from './pending-connection.js'

describe('pending connections', () => {
  it('cancelling rejects every attempt still waiting', async () => {
    const a = trackPendingConnection(new Promise(() => undefined))
    const b = trackPendingConnection(new Promise(() => undefined))
    expect(hasPendingConnection()).toBe(true)
    cancelPendingConnection(new Error('Modal closed'))
    await expect(a).rejects.toThrow('Modal closed')
    await expect(b).rejects.toThrow('Modal closed')
    expect(hasPendingConnection()).toBe(false)
  })

  it('an attempt that settles leaves the others cancellable', async () => {
    let finish: (v: string) => void = () => undefined
    const a = trackPendingConnection(new Promise<string>((resolve) => (finish = resolve)))
    const b = trackPendingConnection(new Promise(() => undefined))
    finish('done')
    expect(await a).toBe('done')
    expect(hasPendingConnection()).toBe(true)
    cancelPendingConnection(new Error('Modal closed'))
    await expect(b).rejects.toThrow('Modal closed')
  })
})
