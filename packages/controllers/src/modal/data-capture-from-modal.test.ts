import { describe, expect, it } from 'vitest'
import { createTestCore } from '../test/core.js'
import { connector, FakeAdapter, network } from '../test/fake-adapter.js'
import { FakeSiwx } from '../test/fake-siwx.js'
import { attachModalFlows } from './attach-modal-flows.js'
import { capturesEmail } from './captures-email.js'
import { connectFromModal } from './connect-from-modal.js'
import {
  captureEmailFromModal,
  restartEmailCapture,
  verifyCaptureCodeFromModal,
} from './data-capture-from-modal.js'
import { openModal } from './open-modal.js'
import { signInFromModal } from './siwx-from-modal.js'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

async function setup({ emailCapture = true, checksEmail = true } = {}) {
  const siwx = new FakeSiwx()
  if (!checksEmail) Object.assign(siwx, { requestEmailCode: undefined, verifyEmailCode: undefined })
  const core = createTestCore({
    adapters: [new FakeAdapter()],
    networks: [network(1)],
    siwx,
    features: { emailCapture },
  })
  attachModalFlows(core)
  await import('./siwx-flows.js')
  await settle()
  openModal(core)
  await connectFromModal(core, connector('a'))
  await settle()
  return { core, siwx }
}

describe('DataCapture before sign-in (spec §4)', () => {
  it('asks for an email first, proves it with a code, then the signature', async () => {
    const { core, siwx } = await setup()
    expect(core.router.view).toBe('DataCapture')
    expect(await captureEmailFromModal(core, ' visitor@lab.test ')).toBeUndefined()
    expect(siwx.codeSentTo).toBe('visitor@lab.test')
    expect(core.siwx.captureEmail).toBe('visitor@lab.test')
    expect(await verifyCaptureCodeFromModal(core, '000000')).toBe('Invalid code')
    expect(core.router.view).toBe('DataCapture')
    expect(await verifyCaptureCodeFromModal(core, '123456')).toBeUndefined()
    expect(siwx.captured).toBe('visitor@lab.test')
    expect(core.router.view).toBe('SIWXSignMessage')
    await signInFromModal(core)
    expect(core.modal.open).toBe(false)
    expect(siwx.calls).toEqual(['add:eip155:1'])
  })

  it('an invalid address raises APKTW002 and mails nothing; a refusal is shown as the server says it', async () => {
    const { core, siwx } = await setup()
    expect(await captureEmailFromModal(core, 'visitor@lab')).toBe('Please enter a valid email address.')
    expect(core.alert).toMatchObject({ open: true, code: 'APKTW002' })
    expect(siwx.codeSentTo).toBeUndefined()
    expect(await captureEmailFromModal(core, 'a@refused.test')).toBe('Please try again after 30 seconds')
    expect(core.siwx.captureEmail).toBeUndefined()
  })

  it('another address can be typed after a code went out', async () => {
    const { core } = await setup()
    await captureEmailFromModal(core, 'first@lab.test')
    restartEmailCapture(core)
    expect(core.siwx.captureEmail).toBeUndefined()
  })

  it('is skipped when the dapp did not ask for it, or its sign-in cannot check an address', async () => {
    expect((await setup({ emailCapture: false })).core.router.view).toBe('SIWXSignMessage')
    const { core } = await setup({ checksEmail: false })
    expect(capturesEmail(core)).toBe(false)
    expect(core.router.view).toBe('SIWXSignMessage')
  })
})
