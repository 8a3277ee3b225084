// @vitest-environment happy-dom
import { fireEvent, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestKit, renderWith } from '../test/render.js'
import { AppKitButton } from './appkit-button.js'
import { AppKitNetworkButton } from './network-button.js'

// Stands in for loading and mounting the modal: what this test checks is when, and for which instance.
const warmModal = vi.fn()
vi.mock('../modal/mount-modal.js', () => ({ warmModal: (core: unknown) => warmModal(core) }))

async function buttonIn(tag: string) {
  let button: HTMLButtonElement | null | undefined
  await waitFor(() => {
    button = document.querySelector(tag)?.shadowRoot?.querySelector('button')
    expect(button).toBeTruthy()
  })
  return button!
}

beforeEach(() => {
  warmModal.mockClear()
  document.body.innerHTML = ''
})

describe('the buttons load the modal on intent', () => {
  it('not before the visitor comes near: a rendered button loads nothing', async () => {
    renderWith(createTestKit(), <AppKitButton />)
    await buttonIn('appkit-button')
    expect(warmModal).not.toHaveBeenCalled()
  })

  it.each([
    ['the pointer over it', (button: HTMLElement) => fireEvent.pointerEnter(button)],
    ['a finger on it', (button: HTMLElement) => fireEvent.touchStart(button)],
    ['keyboard focus', (button: HTMLElement) => fireEvent.focus(button)],
  ])('when the visitor heads for Connect: %s', async (_, intent) => {
    const core = createTestKit()
    renderWith(core, <AppKitButton />)
    intent(await buttonIn('appkit-button'))
    expect(warmModal).toHaveBeenCalledTimes(1)
    expect(warmModal).toHaveBeenCalledWith(core)
  })

  it('on the network button too', async () => {
    renderWith(createTestKit(), <AppKitNetworkButton />)
    fireEvent.pointerEnter(await buttonIn('appkit-network-button'))
    expect(warmModal).toHaveBeenCalledTimes(1)
  })
})
