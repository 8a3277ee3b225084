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

  it('drops the oldest subscription of a socket past the cap', () => {
    const index = createSubscriptionIndex(2)
    index.add(1, 'a')
    index.add(1, 'b')
    index.add(1, 'a')
    expect(index.add(1, 'c')).toEqual({ evicted: 'b' })
    expect(index.topicsOf(1)).toEqual(['a', 'c'])
    expect(index.peersOf('b')).toEqual([])
  })
})
