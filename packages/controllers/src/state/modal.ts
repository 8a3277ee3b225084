import { SHAKE_MS } from '@appkit/common'
import { proxy } from 'valtio/vanilla'

export interface ModalState {
  open: boolean
  /** True for SHAKE_MS after an action the modal refuses (spec §4). */
  shake: boolean
  /**
   * The secure site shows its own screen (an approval) over the page: an open modal steps out of
   * the way until it is done, since a modal dialog would cover the frame and make it inert.
   */
  yielded: boolean
}

export function createModalState(): ModalState {
  return proxy<ModalState>({ open: false, shake: false, yielded: false })
}

export function shakeModal(state: ModalState, timers: { shake?: ReturnType<typeof setTimeout> }): void {
  state.shake = true
  clearTimeout(timers.shake)
  timers.shake = setTimeout(() => {
    state.shake = false
  }, SHAKE_MS)
}

/** The secure site's screen shows (true) or is gone (false): the modal steps aside meanwhile. */
export function yieldModal(state: ModalState, yielded: boolean): void {
  if (state.yielded !== yielded) state.yielded = yielded
}
