import { SHAKE_MS } from '@appkit/common'
import { proxy } from 'valtio/vanilla'

export interface ModalState {
  open: boolean
  /** True for SHAKE_MS after an action the modal refuses (spec §4). */
  shake: boolean
}

export function createModalState(): ModalState {
  return proxy<ModalState>({ open: false, shake: false })
}

export function shakeModal(state: ModalState, timers: { shake?: ReturnType<typeof setTimeout> }): void {
  state.shake = true
  clearTimeout(timers.shake)
  timers.shake = setTimeout(() => {
    state.shake = false
  }, SHAKE_MS)
}
