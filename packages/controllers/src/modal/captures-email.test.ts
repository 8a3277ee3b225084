import { describe, expect, it } from 'vitest'
import { createTestCore } from '../test/core.js'
import { FakeAdapter, network } from '../test/fake-adapter.js'
import { FakeSiwx } from '../test/fake-siwx.js'
import { capturesEmail } from './captures-email.js'

function core({ emailCapture = true, siwx = true, checksEmail = true } = {}) {
  const config = new FakeSiwx()
  if (!checksEmail) Object.assign(config, { requestEmailCode: undefined, verifyEmailCode: undefined })
  return createTestCore({
    adapters: [new FakeAdapter()],
    networks: [network(1)],
    siwx: siwx ? config : undefined,
    features: { emailCapture },
  })
}

describe('capturesEmail', () => {
  it('is true when the dapp asked for it and its sign-in can check an address', () => {
    expect(capturesEmail(core())).toBe(true)
  })

  it('is false without the feature, without sign-in, or with a sign-in that cannot check an address', () => {
    expect(capturesEmail(core({ emailCapture: false }))).toBe(false)
    expect(capturesEmail(core({ siwx: false }))).toBe(false)
    expect(capturesEmail(core({ checksEmail: false }))).toBe(false)
  })
})
