/**
 * Spec §4: not created → created → ready (the frame said so, plus 500 ms) → dapp data synced →
 * initialized (smart-account networks fetched). It only moves forward, until the host is destroyed.
 */
export const FRAME_LIFECYCLE = ['notCreated', 'created', 'ready', 'dappDataSynced', 'initialized'] as const

export type FrameLifecycle = (typeof FRAME_LIFECYCLE)[number]

export interface FrameHostState {
  readonly lifecycle: FrameLifecycle
  /** Whether the secure site is showing its own screen over the dapp. */
  readonly visible: boolean
}

export type FrameHostListener = (state: FrameHostState) => void

export interface FrameHostStore {
  get(): FrameHostState
  /** Moves the lifecycle to `lifecycle` if that is forward; a step back is ignored. */
  advance(lifecycle: FrameLifecycle): void
  setVisible(visible: boolean): void
  /** Back to the start (destroy). */
  reset(): void
  subscribe(listener: FrameHostListener): () => void
}

const INITIAL: FrameHostState = { lifecycle: 'notCreated', visible: false }

export function createFrameHostStore(): FrameHostStore {
  let state = INITIAL
  const listeners = new Set<FrameHostListener>()
  const set = (next: FrameHostState) => {
    if (next.lifecycle === state.lifecycle && next.visible === state.visible) return
    state = next
    for (const listener of [...listeners]) listener(state)
  }
  return {
    get: () => state,
    advance(lifecycle) {
      if (FRAME_LIFECYCLE.indexOf(lifecycle) > FRAME_LIFECYCLE.indexOf(state.lifecycle))
        set({ ...state, lifecycle })
    },
    setVisible(visible) {
      set({ ...state, visible })
    },
    reset() {
      set(INITIAL)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
