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

  it('two modals open at once: the page gets its own style back once both close, in either order', () => {
    const root = document.documentElement
    for (const order of [
      [0, 1],
      [1, 0],
    ]) {
      root.style.overflow = 'scroll'
      root.style.scrollbarGutter = 'auto'
      const unlocks = [lockPageScroll(), lockPageScroll()]
      unlocks[order[0]!]!()
      expect(root.style.overflow).toBe('hidden')
      unlocks[order[1]!]!()
      expect(root.style.overflow).toBe('scroll')
      expect(root.style.scrollbarGutter).toBe('auto')
      // A second call of the same unlock does not let another holder's lock go.
      const held = lockPageScroll()
      const other = lockPageScroll()
      held()
      held()
      expect(root.style.overflow).toBe('hidden')
      other()
    }
    root.style.overflow = ''
    root.style.scrollbarGutter = ''
  })
})
