// @vitest-environment happy-dom
import { hideSnack, openModal, resetState, showSnack } from '@appkit/controllers'
import { afterEach, describe, expect, it } from 'vitest'
import { mountModal } from './mount-modal.js'

const host = () => document.querySelector('appkit-modal')

async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10))
  return check()
}

describe('mountModal', () => {
  afterEach(() => {
    hideSnack()
    resetState()
  })

  it('loads nothing until the modal opens or a toast shows, then mounts the modal once', async () => {
    const stop = mountModal()
    await new Promise((r) => setTimeout(r, 30))
    expect(host()).toBeNull()
    showSnack('Address copied', 'success')
    expect(await until(() => host() !== null)).toBe(true)
    openModal()
    await new Promise((r) => setTimeout(r, 30))
    expect(document.querySelectorAll('appkit-modal')).toHaveLength(1)
    stop()
  })
})
