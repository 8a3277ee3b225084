// @vitest-environment happy-dom
import { ALERTS, type AlertCode } from '@appkit/common'
import type { ExplorerSource } from '@appkit/controllers/modal'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakeExplorer } from '../test/fake-explorer.js'
import { createTestKit, renderWith } from '../test/render.js'
import { ConnectView } from '../views/connect-view.js'
import { AlertBanner } from './alert-banner.js'

/** An explorer whose lists fail, as offline, until `recover()`. */
function explorerDown() {
  const { explorer } = fakeExplorer()
  let offline = true
  return {
    explorer: async (): Promise<ExplorerSource> => {
      const source = await explorer()
      return {
        ...source,
        getWallets: async (...args) => {
          if (offline) throw new Error('Failed to fetch')
          return source.getWallets(...args)
        },
      }
    },
    recover: () => {
      offline = false
    },
  }
}

const renderConnect = (core: ReturnType<typeof createTestKit>) =>
  renderWith(
    core,
    <>
      <AlertBanner />
      <ConnectView />
    </>,
  )

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
    const core = createTestKit({ explorer: explorerDown().explorer })
    renderConnect(core)
    const alert = await screen.findByRole('alert')
    expect(alert.dataset.code).toBe('APKT003')
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    error.mockRestore()
    warn.mockRestore()
  })

  it('offline, Connect shows an APKT003 banner: once, with a retry that loads the list and takes the banner away', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const down = explorerDown()
    const core = createTestKit({ explorer: down.explorer })
    renderConnect(core)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Network Error: Wallet Load Failed')
    expect(screen.getAllByText(/Wallet Load Failed/)).toHaveLength(1)
    // What needs no explorer still shows: the installed wallet.
    expect(screen.getByRole('button', { name: /Stub Wallet/ })).toBeTruthy()
    down.recover()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.getByRole('button', { name: /Rainbow/ })).toBeTruthy())
    expect(screen.queryByRole('alert')).toBeNull()
    error.mockRestore()
    warn.mockRestore()
  })
})
