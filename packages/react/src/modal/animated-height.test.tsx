// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAnimatedHeight } from './animated-height.js'

let resized: () => void = () => undefined
let contentHeight = 0

function Box() {
  const box = useRef<HTMLDivElement>(null)
  const content = useRef<HTMLDivElement>(null)
  useAnimatedHeight(box, content, true)
  return (
    <div ref={box} data-testid="box" style={{ padding: '8px 0 16px' }}>
      <div ref={content} />
    </div>
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('useAnimatedHeight', () => {
  it('Smaller: the modal body takes its content’s height, so CSS animates it between views, and scrolls again once settled', () => {
    vi.useFakeTimers()
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized = callback
        }
        observe() {}
        disconnect() {}
      },
    )
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => ({ height: contentHeight }) as DOMRect,
    )
    const { getByTestId } = render(<Box />)
    const box = getByTestId('box')
    contentHeight = 0
    resized()
    expect(box.style.height).toBe('')
    contentHeight = 100
    resized()
    // The first size is not animated: nothing to grow from.
    expect(box.style.height).toBe('124px')
    expect(box.dataset.resizing).toBeUndefined()
    contentHeight = 300
    resized()
    expect(box.style.height).toBe('324px')
    expect(box.dataset.resizing).toBe('')
    vi.advanceTimersByTime(300)
    expect(box.dataset.resizing).toBeUndefined()
  })
})
