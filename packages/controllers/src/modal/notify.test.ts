import { FrameRequestError, FrameRequestTimeoutError } from '@appkit/common'
import { describe, expect, it, vi } from 'vitest'
import { createTestCore } from '../test/core.js'
import { network } from '../test/fake-adapter.js'
import { notify, notifyError } from './notify.js'

describe('notify', () => {
  it('shows a toast by its key for 2.5 s; a loading toast stays', () => {
    vi.useFakeTimers()
    const core = createTestCore({ networks: [network(1)] })
    notify(core, { key: 'linkCopied' }, 'success')
    expect(core.snack).toMatchObject({ open: true, message: { key: 'linkCopied' }, variant: 'success' })
    vi.advanceTimersByTime(2500)
    expect(core.snack.open).toBe(false)
    notify(core, { key: 'connecting' }, 'loading')
    vi.advanceTimersByTime(60_000)
    expect(core.snack.open).toBe(true)
    vi.useRealTimers()
  })

  it('says a user’s refusal by the given key, any other failure by its error code', () => {
    const core = createTestCore({ networks: [network(1)] })
    notifyError(core, { code: 4001, message: 'User rejected the request.' }, 'connectionRejected')
    expect(core.snack.message).toEqual({ key: 'connectionRejected' })
    notifyError(core, { code: 4001, message: 'User rejected the request.' })
    expect(core.snack.message).toEqual({ errorCode: 4001 })
    notifyError(core, new Error('boom'), 'connectionRejected')
    expect(core.snack.message).toEqual({ errorCode: 'UNKNOWN_ERROR' })
  })

  it('says the secure site’s refusal in the site’s own words, or its default (spec §8)', () => {
    const core = createTestCore({ networks: [network(1)] })
    notifyError(core, new FrameRequestError('Connection rejected'))
    expect(core.snack.message).toEqual({ frameMessage: 'Connection rejected' })
    notifyError(core, new FrameRequestError(''))
    expect(core.snack.message).toEqual({ frameMessage: 'An error occurred' })
  })

  it('a wallet request that timed out also raises APKT004 (Wallet Request Timeout); other failures no alert', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const core = createTestCore({ networks: [network(1)] })
    notifyError(core, new Error('boom'))
    expect(core.alert.open).toBe(false)
    notifyError(core, new FrameRequestTimeoutError())
    expect(core.alert).toMatchObject({ open: true, code: 'APKT004', variant: 'error' })
    expect(core.snack.message).toEqual({ errorCode: 'IFRAME_REQUEST_TIMEOUT' })
  })
})
