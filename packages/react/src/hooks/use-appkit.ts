import { closeModal, type OpenModalOptions, openModal } from '@appkit/controllers/modal'
import { useMemo } from 'react'
import { useAppKitCore } from '../context.js'

/** `{ open, close }` of the modal. */
export function useAppKit() {
  const core = useAppKitCore()
  return useMemo(
    () => ({
      open: async (options?: OpenModalOptions) => openModal(core, options),
      close: async () => closeModal(core),
    }),
    [core],
  )
}
