// @vitest-environment happy-dom
import { FrameRequestError } from '@appkit/common'
import { goBack, openModal, pushView } from '@appkit/controllers/modal'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeEmbeddedWallet } from '../../test/fake-embedded-wallet.js'
import { createTestKit, renderWith } from '../../test/render.js'
import { ViewSwitch } from '../view-switch.js'

const CHANNEL = 'https://farcaster.xyz/~/siwf?channelToken=t&nonce=n'

/** ConnectingFarcaster opened from Connect; the Farcaster app answers with `approval`. */
function farcasterKit(approval: Promise<{ userName: string }>, options: { isMobile?: boolean } = {}) {
  const wallet = fakeEmbeddedWallet({ farcaster: approval })
  const core = createTestKit({ embeddedWallet: wallet, ...options })
  openModal(core)
  pushView(core.router, 'ConnectingFarcaster')
  renderWith(core, <ViewSwitch view="ConnectingFarcaster" />)
  return { core, wallet }
}

const never = () => new Promise<{ userName: string }>(() => undefined)

describe('ConnectingFarcaster', () => {
  it("shows the channel's URL as a QR code, and copies it", async () => {
    const { core } = farcasterKit(never())
    const qr = await screen.findByRole('img', { name: 'QR code to log in with Farcaster' })
    expect(qr.dataset.uri).toBe(CHANNEL)
    expect(screen.getByText('Scan this QR code with your phone to log in with Farcaster')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    await waitFor(() => expect(core.snack.message).toEqual({ key: 'linkCopied' }))
    expect(await navigator.clipboard.readText()).toBe(CHANNEL)
    expect(screen.queryByRole('link', { name: 'Open Farcaster on this device' })).toBeNull()
  })

  it('on a phone, links to the channel so the Farcaster app opens on this device', async () => {
    farcasterKit(never(), { isMobile: true })
    const open = await screen.findByRole('link', { name: 'Open Farcaster on this device' })
    expect(open.getAttribute('href')).toBe(CHANNEL)
  })

  it('closes once the Farcaster app approved, the account noting farcaster and the user name', async () => {
    const { core } = farcasterKit(Promise.resolve({ userName: 'alice.lab' }))
    await waitFor(() => expect(core.modal.open).toBe(false))
    expect(core.chains.chains.eip155!.account).toMatchObject({
      status: 'connected',
      socialProvider: 'farcaster',
      socialUserName: 'alice.lab',
    })
  })

  it("goes back with 'Failed to connect to farcaster' when the approval fails", async () => {
    const { core } = farcasterKit(Promise.reject(new FrameRequestError('The Farcaster channel expired')))
    await waitFor(() => expect(core.router.view).toBe('Connect'))
    expect(core.snack).toMatchObject({
      variant: 'error',
      message: { errorCode: 'FARCASTER_CONNECTION_FAILED' },
    })
  })

  it('Back stops the wait, and the secure site is resynced', async () => {
    const { core, wallet } = farcasterKit(never())
    await screen.findByRole('img', { name: 'QR code to log in with Farcaster' })
    goBack(core)
    expect(core.router.view).toBe('Connect')
    await waitFor(() => expect(wallet.calls).toContain('reload'))
    expect(core.snack.open).toBe(false)
  })
})
