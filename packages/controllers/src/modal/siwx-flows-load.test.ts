import { describe, expect, it, vi } from 'vitest'
import { createTestCore } from '../test/core.js'
import { connector, FakeAdapter, network } from '../test/fake-adapter.js'
import { FakeSiwx } from '../test/fake-siwx.js'
import { attachModalFlows } from './attach-modal-flows.js'
import { connectFromModal } from './connect-from-modal.js'
import { openModal } from './open-modal.js'
import { attachSiwxFlows } from './siwx-flows.js'

vi.mock('./siwx-flows.js', () => ({ attachSiwxFlows: vi.fn(() => () => undefined) }))

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function setup(siwx = true) {
  vi.mocked(attachSiwxFlows).mockClear()
  const core = createTestCore({
    adapters: [new FakeAdapter()],
    networks: [network(1)],
    siwx: siwx ? new FakeSiwx() : undefined,
  })
  return core
}

describe("sign-in's flows load when they have something to do", () => {
  it('not on a visit where no account connects', async () => {
    attachModalFlows(setup())
    await settle()
    expect(attachSiwxFlows).not.toHaveBeenCalled()
  })

  it('once an account connects, and only once', async () => {
    const core = setup()
    attachModalFlows(core)
    openModal(core)
    await connectFromModal(core, connector('a'))
    await vi.waitFor(() => expect(attachSiwxFlows).toHaveBeenCalledTimes(1))
    openModal(core)
    await connectFromModal(core, connector('b'))
    await settle()
    expect(attachSiwxFlows).toHaveBeenCalledTimes(1)
  })

  it('at once when an account is already connected (a resumed session)', async () => {
    const core = setup()
    openModal(core)
    await connectFromModal(core, connector('a'))
    attachModalFlows(core)
    await vi.waitFor(() => expect(attachSiwxFlows).toHaveBeenCalledWith(core))
  })

  it('never for a dapp without sign-in', async () => {
    const core = setup(false)
    attachModalFlows(core)
    openModal(core)
    await connectFromModal(core, connector('a'))
    await settle()
    expect(attachSiwxFlows).not.toHaveBeenCalled()
  })

  it('not after the flows were detached', async () => {
    const core = setup()
    const detach = attachModalFlows(core)
    detach()
    openModal(core)
    await connectFromModal(core, connector('a'))
    await settle()
    expect(attachSiwxFlows).not.toHaveBeenCalled()
  })
})
