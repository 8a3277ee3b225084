import type { AppKitCore } from '../core/core.js'
import { closeModal } from './close-modal.js'

/** Views a session flow opens over whatever the visitor did: finishing that must not close them. */
const FLOW_VIEWS = new Set(['UnsupportedChain', 'DataCapture', 'SIWXSignMessage'])

/**
 * Closes the modal at the end of what the visitor did in it (a connection, a switch, a login),
 * unless a session flow has put up a view meanwhile: the network is unsupported, or sign-in is due.
 */
export function closeModalAfterFlow(core: AppKitCore): void {
  if (!FLOW_VIEWS.has(core.router.view)) closeModal(core)
}
