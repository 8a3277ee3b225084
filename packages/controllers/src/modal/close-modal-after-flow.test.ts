import { describe, expect, it } from 'vitest'
import { pushView } from '../state/view-history.js'
import { createTestCore } from '../test/core.js'
import { network } from '../test/fake-adapter.js'
import { closeModalAfterFlow } from './close-modal-after-flow.js'
import { openModal } from './open-modal.js'

describe('closing the modal after what the visitor did in it', () => {
  it('closes it over the view the visitor finished on', () => {
    const core = createTestCore({ networks: [network(1)] })
    openModal(core)
    pushView(core.router, 'AllWallets')
    closeModalAfterFlow(core)
    expect(core.modal.open).toBe(false)
  })

  it('leaves open a view a session flow put up meanwhile', () => {
    const core = createTestCore({ networks: [network(1)] })
    openModal(core)
    for (const view of ['UnsupportedChain', 'DataCapture', 'SIWXSignMessage'] as const) {
      pushView(core.router, view)
      closeModalAfterFlow(core)
      expect(core.modal.open).toBe(true)
    }
  })
})
