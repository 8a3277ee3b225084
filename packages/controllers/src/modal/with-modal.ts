import type { AppKitCore, SessionCore } from '../core/core.js'
import { createModalStore } from './modal-store.js'

/**
 * The instance with the modal's store: added on first call, to the instance itself, so the
 * session actions and the modal's flows keep working on one object (and `featureState`, keyed by
 * the instance, stays one). A headless dapp never calls it and so carries no view, list or form.
 */
export function withModal(core: SessionCore): AppKitCore {
  return 'modal' in core ? (core as AppKitCore) : Object.assign(core, createModalStore())
}
