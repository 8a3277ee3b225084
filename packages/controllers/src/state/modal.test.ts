import { describe, expect, it } from 'vitest'
import { createModalState, yieldModal } from './modal.js'

describe('yieldModal', () => {
  it('the modal steps aside while the secure site shows its screen, and comes back after', () => {
    const modal = createModalState()
    expect(modal.yielded).toBe(false)
    yieldModal(modal, true)
    expect(modal).toMatchObject({ yielded: true, open: false })
    yieldModal(modal, false)
    expect(modal.yielded).toBe(false)
  })
})
