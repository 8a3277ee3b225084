// @vitest-environment happy-dom
import { notify } from '@appkit/controllers/modal'
import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { toasts } from '../error-messages.js'
import { createTestKit, renderWith } from '../test/render.js'
import { Snackbar } from './snackbar.js'

describe('Snackbar', () => {
  it('shows a toast of the catalogue in a polite live region', async () => {
    const core = createTestKit()
    renderWith(core, <Snackbar active />)
    act(() => notify(core, { key: 'addressCopied' }, 'success'))
    const toast = await screen.findByTestId('snackbar')
    expect(toast.textContent).toBe('Address copied')
    expect(toast.dataset.variant).toBe('success')
    expect(toast.parentElement?.getAttribute('aria-live')).toBe('polite')
  })

  it.each(Object.entries(toasts))("says the core's toast %s as %o", async (key, text) => {
    const core = createTestKit()
    renderWith(core, <Snackbar active />)
    act(() => notify(core, { key }, 'info'))
    expect((await screen.findByTestId('snackbar')).textContent).toBe(text)
  })

  it('says a failure by the text of its error code', async () => {
    const core = createTestKit()
    renderWith(core, <Snackbar active />)
    act(() => notify(core, { errorCode: 'CONNECTION_REJECTED' }, 'error'))
    expect((await screen.findByTestId('snackbar')).textContent).toBe('Connection rejected')
  })

  it('shows nothing in the region that is not the active one', async () => {
    const core = createTestKit()
    renderWith(core, <Snackbar active={false} />)
    act(() => notify(core, { key: 'addressCopied' }, 'success'))
    await new Promise((r) => setTimeout(r, 10))
    expect(screen.queryByTestId('snackbar')).toBeNull()
  })
})
