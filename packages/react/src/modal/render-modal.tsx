import type { AppKitCore } from '@appkit/controllers/modal'
import { AnyView } from '../views/lazy-views.js'
import { mountModalRoot } from './modal-root.js'

// The network button's image comes with this chunk, which a visitor heading for a button loads anyway.
export { ButtonNetworkImage } from '../images/button-network-image.js'

/** Mounts the instance's modal with every view; returns the function that removes it. */
export function renderModal(core: AppKitCore): () => void {
  return mountModalRoot(core, AnyView)
}
