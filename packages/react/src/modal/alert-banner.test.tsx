// @vitest-environment happy-dom
import { ALERTS, type AlertCode } from '@appkit/common'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakeExplorer } from '../test/fake-explorer.js'
import { createTestKit, renderWith } from '../test/render.js'
import { ConnectView } from '../views/connect-view.js'
import { AlertBanner } from './alert-banner.js'

describe('AlertBanner', () => {
  it.each(Object.keys(ALERTS) as AlertCode[])('shows %s with the spec display message', (code) => {
    const core = createTestKit()
    Object.assign(core.alert, { open: true, code, variant: 'error' })
    renderWith(core, <AlertBanner />)
    expect(screen.getByRole('alert').textContent).toBe(ALERTS[code].displayMessage)
  })

  it("shows APKT003 when the wallet explorer fails, until it's dismissed", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { explorer } = fakeExplorer()
    const core = createTestKit({
      explorer: async () => ({
        ...(await explorer()),
        getWallets: async () => {
          throw new Error('503')
        },
      }),
    })
    renderWith(
      core,
      <>
        <AlertBanner />
        <ConnectView />
      </>,
    )
    const alert = await screen.findByRole('alert')
    expect(alert.dataset.code).toBe('APKT003')
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    error.mockRestore()
    warn.mockRestore()
  })
})
