import { type ReactNode, useEffect, useRef, useState } from 'react'

export interface VirtualListProps<T> {
  items: readonly T[]
  rowHeight: number
  height: number
  getKey: (item: T) => string
  renderRow: (item: T, index: number) => ReactNode
  /** Called when the rows near the end are shown: the moment to load the next page. */
  onNearEnd?: () => void
  label: string
  overscan?: number
  /** Rows without buttons: the scroller itself takes focus, so the keyboard can scroll it. */
  focusable?: boolean
}

const NEAR_END_ROWS = 10

/** Which rows to render for a scroll position: the visible ones plus `overscan` on each side. */
export function visibleRange(
  scrollTop: number,
  height: number,
  rowHeight: number,
  count: number,
  overscan: number,
) {
  const start = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan)
  const end = Math.min(count, Math.ceil((scrollTop + height) / rowHeight) + overscan)
  return { start, end }
}

/**
 * A list that renders only the rows in view, so ten thousand wallets cost as much as twenty.
 * Arrow keys move between rows, scrolling the next one into view before focusing it.
 */
export function VirtualList<T>({
  items,
  rowHeight,
  height,
  getKey,
  renderRow,
  onNearEnd,
  label,
  overscan = 4,
  focusable = false,
}: VirtualListProps<T>) {
  const [scrollTop, setScrollTop] = useState(0)
  const scroller = useRef<HTMLDivElement>(null)
  const { start, end } = visibleRange(scrollTop, height, rowHeight, items.length, overscan)

  useEffect(() => {
    if (onNearEnd && end >= items.length - NEAR_END_ROWS) onNearEnd()
  }, [end, items.length, onNearEnd])

  // Arrow keys reach the list's buttons, which handle Enter and Space themselves.
  useEffect(() => {
    const element = scroller.current
    if (!element) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
      const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]')
      if (!row) return
      event.preventDefault()
      const next = Number(row.dataset.index) + (event.key === 'ArrowDown' ? 1 : -1)
      if (next < 0 || next >= items.length) return
      const top = next * rowHeight
      if (top < element.scrollTop) element.scrollTop = top
      else if (top + rowHeight > element.scrollTop + height) element.scrollTop = top + rowHeight - height
      setScrollTop(element.scrollTop)
      requestAnimationFrame(() =>
        element
          .querySelector<HTMLElement>(`[data-index="${next}"] button, [data-index="${next}"] a`)
          ?.focus(),
      )
    }
    element.addEventListener('keydown', onKeyDown)
    return () => element.removeEventListener('keydown', onKeyDown)
  }, [items.length, rowHeight, height])

  return (
    <div
      ref={scroller}
      className="apk-virtual"
      style={{ height, overflowY: 'auto', position: 'relative' }}
      {...(focusable && { tabIndex: 0, role: 'region', 'aria-label': label })}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <ul
        aria-label={label}
        data-count={items.length}
        style={{
          height: items.length * rowHeight,
          margin: 0,
          padding: 0,
          position: 'relative',
          listStyle: 'none',
        }}
      >
        {items.slice(start, end).map((item, offset) => {
          const index = start + offset
          return (
            <li
              key={getKey(item)}
              data-index={index}
              aria-posinset={index + 1}
              aria-setsize={items.length}
              style={{ position: 'absolute', top: index * rowHeight, left: 0, right: 0, height: rowHeight }}
            >
              {renderRow(item, index)}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
