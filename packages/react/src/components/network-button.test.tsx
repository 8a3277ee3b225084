// @vitest-environment happy-dom
import { openModal } from '@appkit/controllers/modal'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { preloadModal } from '../modal/mount-modal.js'
import { connectStub, createTestKit, renderWith } from '../test/render.js'
import { AppKitNetworkButton } from './network-button.js'

async function shown() {
  let button: HTMLButtonElement | null | undefined
  await waitFor(() => {
    button = document.querySelector('appkit-network-button')?.shadowRoot?.querySelector('button')
    expect(button).toBeTruthy()
  })
  return button!
}

/**
 * The modal's code, in however long a cold machine takes to compile it: the button's image comes
 * with it, so a wait with a time limit would measure the cache, not the button.
 */
const modalCodeLoaded = () => act(async () => void (await preloadModal()))

/** What the button draws for the network: its image's source, or the stand-in and its letters. */
function drawn(button: HTMLElement) {
  const image = button.querySelector('img')
  if (image) return { src: image.getAttribute('src') }
  const stand = button.querySelector('.apk-placeholder')
  return { placeholder: Boolean(stand), letters: stand?.getAttribute('data-initial') ?? '' }
}

const bundledMark = /^data:image\/svg\+xml,/

describe('the network button', () => {
  it('shows a letter before the first click: never for a network whose mark we ship, a blank stand-in until it is ready', async () => {
    const core = createTestKit()
    await connectStub(core)
    renderWith(core, <AppKitNetworkButton />)
    const button = await shown()
    expect(drawn(button)).toEqual({ placeholder: true, letters: '' })
    // The stand-in is the image's size, so the mark replaces it without moving the label.
    expect(button.querySelector('.apk-placeholder')?.tagName).toBe('SPAN')
  })

  it.each([
    ['the pointer over it', (button: HTMLElement) => fireEvent.pointerEnter(button)],
    ['keyboard focus', (button: HTMLElement) => fireEvent.focus(button)],
  ])("draws the network's own mark once a visitor heads for it: %s", async (_, intent) => {
    const core = createTestKit()
    await connectStub(core)
    renderWith(core, <AppKitNetworkButton />)
    const button = await shown()
    intent(button)
    await modalCodeLoaded()
    await waitFor(() => expect(drawn(button).src).toMatch(bundledMark))
  })

  it('draws the mark once the modal opens, however it was opened, and keeps it after', async () => {
    const core = createTestKit()
    await connectStub(core)
    renderWith(core, <AppKitNetworkButton />)
    const button = await shown()
    act(() => void openModal(core))
    await modalCodeLoaded()
    await waitFor(() => expect(drawn(button).src).toMatch(bundledMark))
    act(() => {
      core.modal.open = false
    })
    expect(drawn(button).src).toMatch(bundledMark)
  })

  it("a headless dapp's button loads no modal code when a visitor heads for it", async () => {
    const core = createTestKit({ features: { headless: true } })
    await connectStub(core)
    renderWith(core, <AppKitNetworkButton />)
    const button = await shown()
    fireEvent.pointerEnter(button)
    // With the code in, a button that wanted the mark would draw it within these ticks.
    await modalCodeLoaded()
    await act(async () => await new Promise((resolve) => setTimeout(resolve)))
    expect(drawn(button)).toEqual({ placeholder: true, letters: '' })
  })
})
