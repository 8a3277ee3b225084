import { type RefObject, useLayoutEffect } from 'react'

/** The height's transition in modal-css.ts, and a frame more: the box scrolls again after it. */
const RESIZE_MS = 250

/**
 * Makes `box` as tall as `content` (plus its own padding) and keeps it so, so that CSS can animate
 * its height between views instead of jumping. While it grows or shrinks the box does not scroll:
 * content taller than it for the animation's time would flash a scrollbar.
 */
export function useAnimatedHeight(
  box: RefObject<HTMLElement | null>,
  content: RefObject<HTMLElement | null>,
  /** Whether the two are rendered: they come and go with the card. */
  rendered: boolean,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs are set when `rendered` turns true
  useLayoutEffect(() => {
    const outer = box.current
    const inner = content.current
    if (!outer || !inner || typeof ResizeObserver === 'undefined') return
    let timer: ReturnType<typeof setTimeout> | undefined
    const settled = () => delete outer.dataset.resizing
    const fit = () => {
      const height = inner.getBoundingClientRect().height
      // Hidden (the closed dialog waits with its view): the first size when shown is not animated.
      if (height === 0) {
        outer.style.height = ''
        return
      }
      const style = getComputedStyle(outer)
      const next = `${height + Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom)}px`
      if (outer.style.height === next) return
      if (outer.style.height) {
        outer.dataset.resizing = ''
        clearTimeout(timer)
        timer = setTimeout(settled, RESIZE_MS)
      }
      outer.style.height = next
    }
    const observer = new ResizeObserver(fit)
    observer.observe(inner)
    return () => {
      observer.disconnect()
      clearTimeout(timer)
    }
  }, [box, content, rendered])
}
