import { RequestAbortedError, UserRejectedRequestError } from '@appkit/common'
import { describe, expect, it, vi } from 'vitest'
import { createApprovalGate } from './approval-gate.js'
import { fakeApprovalUi, settle } from './fake-approval-ui.test-helper.js'

const request = (method: string) => ({ method, action: 'Sign a message', fields: [] })

function setup() {
  const screen = fakeApprovalUi()
  const show = vi.fn()
  const hide = vi.fn()
  return { screen, show, hide, gate: createApprovalGate({ ui: screen.ui, show, hide }) }
}

describe('createApprovalGate', () => {
  it('shows the frame and the request, and resolves on Approve', async () => {
    const { screen, show, hide, gate } = setup()
    const asked = gate.ask(request('personal_sign'), new AbortController().signal)
    await settle()
    expect(show).toHaveBeenCalledOnce()
    expect(screen.shown).toEqual([request('personal_sign')])
    screen.decide('approve')
    await expect(asked).resolves.toBeUndefined()
    expect(hide).toHaveBeenCalledOnce()
    expect(screen.closed()).toBe(1)
  })

  it("rejects with 'User rejected the request.' (4001) on Reject", async () => {
    const { screen, hide, gate } = setup()
    const asked = gate.ask(request('personal_sign'), new AbortController().signal)
    await settle()
    screen.decide('reject')
    const error = await asked.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ message: 'User rejected the request.', code: 4001 })
    expect(hide).toHaveBeenCalledOnce()
  })

  it("drops the request with 'Request was aborted' when the app aborts it", async () => {
    const { screen, hide, gate } = setup()
    const controller = new AbortController()
    const asked = gate.ask(request('eth_sendTransaction'), controller.signal)
    await settle()
    controller.abort()
    await expect(asked).rejects.toThrow('Request was aborted')
    expect(screen.isShowing()).toBe(false)
    expect(hide).toHaveBeenCalledOnce()
  })

  it('never shows a request aborted before its turn', async () => {
    const { screen, gate } = setup()
    const controller = new AbortController()
    controller.abort()
    await expect(gate.ask(request('personal_sign'), controller.signal)).rejects.toBeInstanceOf(
      RequestAbortedError,
    )
    expect(screen.shown).toEqual([])
  })

  it('shows one request at a time, in order', async () => {
    const { screen, gate } = setup()
    const first = gate.ask(request('first'), new AbortController().signal)
    const second = gate.ask(request('second'), new AbortController().signal)
    await settle()
    expect(screen.shown.map((r) => r.method)).toEqual(['first'])
    screen.decide('reject')
    await first.catch(() => undefined)
    await settle()
    expect(screen.shown.map((r) => r.method)).toEqual(['first', 'second'])
    screen.decide('approve')
    await expect(second).resolves.toBeUndefined()
  })

  it('drops everything shown or waiting on cancelAll, and takes new requests after', async () => {
    const { screen, gate } = setup()
    const shown = gate.ask(request('shown'), new AbortController().signal)
    const waiting = gate.ask(request('waiting'), new AbortController().signal)
    await settle()
    gate.cancelAll()
    await expect(shown).rejects.toBeInstanceOf(RequestAbortedError)
    await expect(waiting).rejects.toBeInstanceOf(RequestAbortedError)
    expect(screen.shown.map((r) => r.method)).toEqual(['shown'])
    const later = gate.ask(request('later'), new AbortController().signal)
    await settle()
    screen.decide('approve')
    await expect(later).resolves.toBeUndefined()
  })
})
