import { closeModal, type OpenModalOptions, openModal } from '@appkit/controllers'

const actions = {
  open: async (options?: OpenModalOptions) => openModal(options),
  close: async () => closeModal(),
}

/** `{ open, close }` of the modal. */
export function useAppKit() {
  return actions
}
