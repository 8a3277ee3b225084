import { describe, expect, it } from 'vitest'
import { visibleRange } from './virtual-list.js'

describe('visibleRange', () => {
  it('renders the rows in view plus the overscan', () => {
    expect(visibleRange(0, 400, 56, 10_000, 4)).toEqual({ start: 0, end: 12 })
    expect(visibleRange(56 * 1000, 400, 56, 10_000, 4)).toEqual({ start: 996, end: 1012 })
  })

  it('stays within the list', () => {
    expect(visibleRange(56 * 9_999, 400, 56, 10_000, 4)).toEqual({ start: 9995, end: 10_000 })
    expect(visibleRange(0, 400, 56, 3, 4)).toEqual({ start: 0, end: 3 })
  })

  it('keeps the number of rendered rows bounded whatever the list size', () => {
    const { start, end } = visibleRange(123_456, 400, 56, 1_000_000, 4)
    expect(end - start).toBeLessThan(20)
  })
})
