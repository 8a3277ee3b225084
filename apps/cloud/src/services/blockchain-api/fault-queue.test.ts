import { describe, expect, it } from 'vitest'
import { createFaultQueue } from './fault-queue.js'

describe('createFaultQueue', () => {
  it('fails the next `count` requests under the path, then none', () => {
    const queue = createFaultQueue()
    queue.add('/v1/account', '429', 2)
    expect(queue.take('/v1/supported-chains')).toBeUndefined()
    expect(queue.take('/v1/account/0xabc/balance')).toBe('429')
    expect(queue.take('/v1/account/0xabc/history')).toBe('429')
    expect(queue.take('/v1/account/0xabc/balance')).toBeUndefined()
  })

  it('takes faults in the order they were armed, and clears them all', () => {
    const queue = createFaultQueue()
    queue.add('/v1', '500', 1)
    queue.add('/v1', 'malformed', 1)
    queue.add('/getWallets', 'slow', 3)
    expect(queue.take('/v1/identity/0x1')).toBe('500')
    expect(queue.take('/v1/identity/0x1')).toBe('malformed')
    queue.clear()
    expect(queue.take('/getWallets')).toBeUndefined()
  })
})
