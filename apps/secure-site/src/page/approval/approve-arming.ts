import { APPROVE_ARM_DELAY_MS, VISIBILITY_TRACKING_DELAY_MS } from '../constants.js'

/**
 * What arming reads from the browser. The dapp owns the frame element (its style, its position), so
 * the frame's own page must find out for itself whether a person can see the dialog.
 */
export interface ArmingEnvironment {
  document: Pick<Document, 'hasFocus' | 'visibilityState' | 'addEventListener' | 'removeEventListener'>
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>
  /** The browser's IntersectionObserver; v2 (`trackVisibility`, `isVisible`) is used when it has it. */
  IntersectionObserver?: typeof IntersectionObserver | undefined
  IntersectionObserverEntry?: typeof IntersectionObserverEntry | undefined
  setTimeout(run: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export interface ApproveArming {
  /** True once the dialog has been seen, with the page focused, for the whole delay. */
  isArmed(): boolean
  stop(): void
}

/** IntersectionObserver v2: entries say whether the target is really visible (opacity, transforms, occlusion). */
function hasVisibilityTracking(env: ArmingEnvironment): boolean {
  return (
    env.IntersectionObserver !== undefined &&
    env.IntersectionObserverEntry !== undefined &&
    'isVisible' in env.IntersectionObserverEntry.prototype
  )
}

/**
 * Clickjacking defence: Approve takes a click only after `target` (the dialog) has been visible and
 * the page focused for `delayMs` without a break. The dapp can make the frame transparent over a
 * decoy button, or show it just under a click it provoked; either way the click lands before the
 * dialog was seen for long enough, or (with IntersectionObserver v2) while the browser says it is
 * not visible. A blur, a hidden page or a visibility report of "not visible" disarms and restarts
 * the wait. `onChange` is told every change.
 */
export function armApprove(options: {
  env: ArmingEnvironment
  target: Element
  onChange(armed: boolean): void
  delayMs?: number
}): ApproveArming {
  const { env, target, onChange } = options
  const delayMs = options.delayMs ?? APPROVE_ARM_DELAY_MS
  const tracking = hasVisibilityTracking(env)
  // Without v2 the page cannot see the frame's opacity: focus and page visibility are all it has.
  let seen = !tracking
  let armed = false
  let timer: unknown
  let stopped = false

  const ready = () => seen && env.document.visibilityState === 'visible' && env.document.hasFocus()

  const update = () => {
    if (stopped) return
    if (!ready()) {
      if (timer !== undefined) env.clearTimeout(timer)
      timer = undefined
      if (armed) {
        armed = false
        onChange(false)
      }
      return
    }
    if (armed || timer !== undefined) return
    timer = env.setTimeout(() => {
      timer = undefined
      if (stopped || !ready()) return
      armed = true
      onChange(true)
    }, delayMs)
  }

  let observer: IntersectionObserver | undefined
  if (tracking && env.IntersectionObserver) {
    observer = new env.IntersectionObserver(
      (entries) => {
        const last = entries[entries.length - 1] as
          | (IntersectionObserverEntry & { isVisible?: boolean })
          | undefined
        if (!last) return
        seen = last.isVisible === true
        update()
      },
      {
        threshold: [0, 1],
        trackVisibility: true,
        delay: VISIBILITY_TRACKING_DELAY_MS,
      } as IntersectionObserverInit,
    )
    observer.observe(target)
  }
  env.window.addEventListener('focus', update)
  env.window.addEventListener('blur', update)
  env.document.addEventListener('visibilitychange', update)
  update()

  return {
    isArmed: () => armed && !stopped,
    stop() {
      stopped = true
      if (timer !== undefined) env.clearTimeout(timer)
      observer?.disconnect()
      env.window.removeEventListener('focus', update)
      env.window.removeEventListener('blur', update)
      env.document.removeEventListener('visibilitychange', update)
    },
  }
}

/** How the approval screen arms Approve for a dialog; tests pass their own. */
export type ArmApprove = (target: Element, onChange: (armed: boolean) => void) => ApproveArming

/** Arming with the browser's own focus, visibility, timers and IntersectionObserver. */
export function browserArmApprove(view: Window): ArmApprove {
  // Read off the frame's own window (not the globals), so a test's window is the one used.
  const globals = view as Window & {
    IntersectionObserver?: typeof IntersectionObserver
    IntersectionObserverEntry?: typeof IntersectionObserverEntry
  }
  const env: ArmingEnvironment = {
    document: view.document,
    window: view,
    IntersectionObserver: globals.IntersectionObserver,
    IntersectionObserverEntry: globals.IntersectionObserverEntry,
    setTimeout: (run, ms) => view.setTimeout(run, ms),
    clearTimeout: (handle) => view.clearTimeout(handle as number),
  }
  return (target, onChange) => armApprove({ env, target, onChange })
}
