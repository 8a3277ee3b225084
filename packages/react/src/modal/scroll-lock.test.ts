// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { lockPageScroll } from './scroll-lock.js'

describe('lockPageScroll', () => {
  it('Smaller: the page behind the modal does not scroll while it is open, and gets its own style back', () => {
    const root = document.documentElement
    root.style.overflow = 'scroll'
    const unlock = lockPageScroll()
    expect(root.style.overflow).toBe('hidden')
    unlock()
    expect(root.style.overflow).toBe('scroll')
    expect(root.style.scrollbarGutter).toBe('')
    root.style.overflow = ''
  })
})
