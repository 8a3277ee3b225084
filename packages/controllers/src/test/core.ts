import type { CaipNetwork } from '@appkit/common'
import { type CoreOptions, createAppKitCore } from '../core/create-core.js'
import { createMemoryBackend } from './memory-storage.js'

/** A core for a unit test: its own in-memory storage, the given adapters and networks. */
export function createTestCore(
  options: Partial<CoreOptions> & { networks: CaipNetwork[] },
  storage = createMemoryBackend(),
) {
  const core = createAppKitCore({ adapters: [], projectId: 'test', storage, ...options })
  return Object.assign(core, { backend: storage })
}
