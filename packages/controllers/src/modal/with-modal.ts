import type { AppKitCore, SessionCore } from '../core/core.js'
import { createModalStore } from './modal-store.js'

/** Whether the modal's store was added to this instance. */
export function hasModal(core: SessionCore): core is AppKitCore {
  return 'modal' in core
}

/**
 * The instance with the modal's store: added on first call, to the instance itself, so the
 * session actions and the modal's flows keep working on one object (and `featureState`, keyed by
 * the instance, stays one). A headless dapp never calls it and so carries no view, list or form.
 */
export function withModal(core: SessionCore): AppKitCore {
  if (hasModal(core)) return core
  return Object.assign(core, createModalStore())
}
