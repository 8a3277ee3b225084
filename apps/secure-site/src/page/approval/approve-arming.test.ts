import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { APPROVE_ARM_DELAY_MS } from '../constants.js'
import { type ArmingEnvironment, armApprove } from './approve-arming.js'

/** A page whose focus and visibility the test sets, and an IntersectionObserver v2 it reports from. */
function fakePage(options: { visibilityTracking: boolean }) {
  const listeners = new Map<string, Set<() => void>>()
  const on = (type: string, listener: () => void) => {
    const set = listeners.get(type) ?? new Set()
    set.add(listener)
    listeners.set(type, set)
  }
  const off = (type: string, listener: () => void) => listeners.get(type)?.delete(listener)
  const fire = (type: string) => {
    for (const listener of listeners.get(type) ?? []) listener()
  }
  const page = { focused: true, visibility: 'visible' as DocumentVisibilityState }
  let report: ((entries: unknown[]) => void) | undefined
  const observed: Element[] = []
  let init: IntersectionObserverInit | undefined
  class Observer {
    constructor(callback: (entries: unknown[]) => void, options: IntersectionObserverInit) {
      report = callback
      init = options
    }
    observe(target: Element) {
      observed.push(target)
    }
    disconnect() {
      report = undefined
    }
  }
  class Entry {}
  if (options.visibilityTracking) Object.defineProperty(Entry.prototype, 'isVisible', { value: false })
  const env: ArmingEnvironment = {
    document: {
      hasFocus: () => page.focused,
      get visibilityState() {
        return page.visibility
      },
      addEventListener: on as never,
      removeEventListener: off as never,
    },
    window: { addEventListener: on as never, removeEventListener: off as never },
    IntersectionObserver: Observer as never,
    IntersectionObserverEntry: Entry as never,
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (handle) => clearTimeout(handle as number),
  }
  return {
    env,
    observed,
    init: () => init,
    blur() {
      page.focused = false
      fire('blur')
    },
    focus() {
      page.focused = true
      fire('focus')
    },
    hide() {
      page.visibility = 'hidden'
      fire('visibilitychange')
    },
    show() {
      page.visibility = 'visible'
      fire('visibilitychange')
    },
    reportVisible(isVisible: boolean) {
      report?.([{ isVisible }])
    },
    listenerCount: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  }
}

const target = {} as Element

function start(page: ReturnType<typeof fakePage>) {
  const changes: boolean[] = []
  const arming = armApprove({ env: page.env, target, onChange: (armed) => changes.push(armed) })
  return { arming, changes }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('armApprove (clickjacking)', () => {
  it(`a click on the first frame the dialog exists finds Approve unarmed; it arms after ${APPROVE_ARM_DELAY_MS} ms seen and focused`, () => {
    const page = fakePage({ visibilityTracking: false })
    const { arming, changes } = start(page)
    expect(arming.isArmed()).toBe(false)
    vi.advanceTimersByTime(APPROVE_ARM_DELAY_MS - 1)
    expect(arming.isArmed()).toBe(false)
    vi.advanceTimersByTime(1)
    expect(arming.isArmed()).toBe(true)
    expect(changes).toEqual([true])
  })

  it('a frame that is not focused never arms, and focus starts the full wait', () => {
    const page = fakePage({ visibilityTracking: false })
    page.blur()
    const { arming } = start(page)
    vi.advanceTimersByTime(APPROVE_ARM_DELAY_MS * 4)
    expect(arming.isArmed()).toBe(false)
    page.focus()
    vi.advanceTimersByTime(APPROVE_ARM_DELAY_MS - 1)
    expect(arming.isArmed()).toBe(false)
    vi.advanceTimersByTime(1)
    expect(arming.isArmed()).toBe(true)
  })

  it('a blur disarms, and focus again waits the whole delay once more', () => {
    const page = fakePage({ visibilityTracking: false })
    const { arming, changes } = start(page)
    vi.advanceTimersByTime(APPROVE_ARM_DELAY_MS)
    page.blur()
    expect(arming.isArmed()).toBe(false)
    page.focus()
    vi.advanceTimersByTime(APPROVE_ARM_DELAY_MS - 1)
    expect(arming.isArmed()).toBe(false)
    vi.advanceTimersByTime(1)
    expect(changes).toEqual([true, false, true])
  })

  it('a blur during the wait restarts it (no arming from time seen before the break)', () => {
    const page = fakePage({ visibilityTracking: false })
    const { arming } = start(page)
    vi.advanceTimersByTime(APPROVE_ARM_DELAY_MS - 100)
    page.blur()
    page.focus()
    vi.advanceTimersByTime(200)
    expect(arming.isArmed()).toBe(false)
    vi.advanceTimersByTime(APPROVE_ARM_DELAY_MS)
    expect(arming.isArmed()).toBe(true)
  })

  it('a hidden page (visibilitychange) disarms and restarts the wait', () => {
    const page = fakePage({ visibilityTracking: false })
    const { arming } = start(page)
    vi.advanceTimersByTime(APPROVE_ARM_DELAY_MS)
    page.hide()
    expect(arming.isArmed()).toBe(false)
    page.show()
    expect(arming.isArmed()).toBe(false)
    vi.advanceTimersByTime(APPROVE_ARM_DELAY_MS)
    expect(arming.isArmed()).toBe(true)
  })

  it('with IntersectionObserver v2, a frame made transparent (isVisible false) never arms, however long it stays focused', () => {
    const page = fakePage({ visibilityTracking: true })
    const { arming } = start(page)
    expect(page.observed).toEqual([target])
    expect(page.init()).toMatchObject({ trackVisibility: true })
    expect((page.init() as { delay?: number }).delay).toBeGreaterThanOrEqual(100)
    page.reportVisible(false)
    vi.advanceTimersByTime(APPROVE_ARM_DELAY_MS * 10)
    expect(arming.isArmed()).toBe(false)
  })

  it('with IntersectionObserver v2, arms only after being reported visible for the whole delay, and disarms when hidden', () => {
    const page = fakePage({ visibilityTracking: true })
    const { arming } = start(page)
    page.reportVisible(true)
    vi.advanceTimersByTime(APPROVE_ARM_DELAY_MS - 1)
    expect(arming.isArmed()).toBe(false)
    vi.advanceTimersByTime(1)
    expect(arming.isArmed()).toBe(true)
    page.reportVisible(false)
    expect(arming.isArmed()).toBe(false)
  })

  it('stops listening when stopped', () => {
    const page = fakePage({ visibilityTracking: true })
    const { arming } = start(page)
    page.reportVisible(true)
    arming.stop()
    vi.advanceTimersByTime(APPROVE_ARM_DELAY_MS)
    expect(arming.isArmed()).toBe(false)
    expect(page.listenerCount()).toBe(0)
  })
})
