import type { CaipNetwork } from '@appkit/common'
import { type CoreOptions, createAppKitCore } from '../core/create-core.js'
import { withModal } from '../modal/with-modal.js'
import { createMemoryBackend } from './memory-storage.js'

/**
 * A core for a unit test: its own in-memory storage, the given adapters and networks, and the
 * modal's store (the modal's flows and views are tested on it).
 */
export function createTestCore(
  options: Partial<CoreOptions> & { networks: CaipNetwork[] },
  storage = createMemoryBackend(),
) {
  const core = withModal(createAppKitCore({ adapters: [], projectId: 'test', storage, ...options }))
  return Object.assign(core, { backend: storage })
}
