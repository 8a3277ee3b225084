import { useMemo } from 'react'
import { useAppKitCore } from '../context.js'
import { warmModal } from '../modal/mount-modal.js'

/**
 * A button's handlers that get the modal ready when a visitor heads for it (the pointer over it, a
 * finger on it, keyboard focus): a person's click follows 100 ms or more later, and then only opens
 * it. A visitor who never comes near the button loads nothing. `onIntent` readies the button's own
 * part of the modal's code.
 */
export function useModalIntent(onIntent?: () => void) {
  const core = useAppKitCore()
  return useMemo(() => {
    const warm = () => {
      warmModal(core)
      onIntent?.()
    }
    return { onPointerEnter: warm, onTouchStart: warm, onFocus: warm }
  }, [core, onIntent])
}
