import { SHAKE_MS } from '@appkit/common'
import { proxy } from 'valtio/vanilla'

export interface ModalState {
  open: boolean
  /** True for SHAKE_MS after an action the modal refuses (spec §4). */
  shake: boolean
}

export const modalState = proxy<ModalState>({ open: false, shake: false })

let shakeTimer: ReturnType<typeof setTimeout> | undefined

export function shakeModal(): void {
  modalState.shake = true
  clearTimeout(shakeTimer)
  shakeTimer = setTimeout(() => {
    modalState.shake = false
  }, SHAKE_MS)
}

export function resetModal(): void {
  clearTimeout(shakeTimer)
  modalState.open = false
  modalState.shake = false
}
