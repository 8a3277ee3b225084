import { describe, expect, it } from 'vitest'
import { createSubscriptionIndex } from './subscriptions.js'

describe('createSubscriptionIndex', () => {
  it('maps topics to sockets and back', () => {
    const index = createSubscriptionIndex(10)
    index.add(1, 'a')
    index.add(2, 'a')
    index.add(1, 'b')
    expect(index.peersOf('a')).toEqual([1, 2])
    expect(index.topicsOf(1)).toEqual(['a', 'b'])
    index.remove(1, 'a')
    expect(index.peersOf('a')).toEqual([2])
    index.removePeer(2)
    expect(index.peersOf('a')).toEqual([])
    expect(index.topicsOf(2)).toEqual([])
  })

  it('tells whether topics fit under the cap per socket, a topic the socket has counting once', () => {
    const index = createSubscriptionIndex(2)
    index.add(1, 'a')
    index.add(1, 'a')
    expect(index.topicsOf(1)).toEqual(['a'])
    expect(index.fits(1, ['a', 'b', 'b'])).toBe(true)
    expect(index.fits(1, ['b', 'c'])).toBe(false)
    index.add(1, 'b')
    expect(index.fits(1, ['a', 'b'])).toBe(true)
    expect(index.fits(1, ['c'])).toBe(false)
    // Another socket has a cap of its own.
    expect(index.fits(2, ['a', 'c'])).toBe(true)
  })
})
