import { proxy } from 'valtio/vanilla'

export type SnackVariant = 'success' | 'error' | 'info' | 'loading'

export interface SnackState {
  open: boolean
  message: string
  variant: SnackVariant
}

export const snackState = proxy<SnackState>({ open: false, message: '', variant: 'info' })

const SNACK_MS = 2500
let timer: ReturnType<typeof setTimeout> | undefined

export function showSnack(message: string, variant: SnackVariant = 'info'): void {
  Object.assign(snackState, { open: true, message, variant })
  clearTimeout(timer)
  // A loading toast stays until replaced: its end is not a matter of time.
  if (variant !== 'loading') timer = setTimeout(hideSnack, SNACK_MS)
}

export function hideSnack(): void {
  clearTimeout(timer)
  snackState.open = false
}
