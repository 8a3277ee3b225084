import { HttpRequestError, OriginNotAllowedError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { attachNoticeFlows } from '../modal/notice-flows.js'
import { createTestCore } from '../test/core.js'
import { fakeApi } from '../test/fake-account.js'
import { FakeAdapter, network } from '../test/fake-adapter.js'
import { FakeEmbeddedWallet } from '../test/fake-embedded-wallet.js'
import type { AccountApi } from '../types/account-api.js'
import { assertPageOriginAllowed } from './page-origin.js'
import { startEmailLogin } from './start-email-login.js'

const PAGE = 'https://shop.example'

function setup(getAllowedOrigins: AccountApi['getAllowedOrigins']) {
  let asked = 0
  const api = fakeApi({
    getAllowedOrigins: (args) => {
      asked++
      return getAllowedOrigins(args)
    },
    alertCodeOf: (error) =>
      error instanceof HttpRequestError ? (error.status === 429 ? 'APKT010' : 'APKT009') : undefined,
  })
  const wallet = new FakeEmbeddedWallet(['eip155'])
  const core = createTestCore({
    adapters: [new FakeAdapter('eip155')],
    networks: [network(1)],
    api: async () => api,
    embeddedWallet: wallet,
  })
  // The session refuses; the modal's flows raise the alert the visitor sees.
  attachNoticeFlows(core)
  return { core, wallet, asked: () => asked }
}

describe('assertPageOriginAllowed', () => {
  it('passes a listed origin, and asks once per instance after that', async () => {
    const { core, asked } = setup(async () => ['https://other.example', PAGE])
    await assertPageOriginAllowed(core, { origin: PAGE })
    await assertPageOriginAllowed(core, { origin: PAGE })
    expect(asked()).toBe(1)
    expect(core.alert.open).toBe(false)
  })

  it('refuses an origin off the list with APKT002, and asks again next time', async () => {
    const { core, asked } = setup(async () => ['https://other.example'])
    await expect(assertPageOriginAllowed(core, { origin: PAGE })).rejects.toBeInstanceOf(
      OriginNotAllowedError,
    )
    expect(core.alert).toMatchObject({ open: true, code: 'APKT002' })
    await expect(assertPageOriginAllowed(core, { origin: PAGE })).rejects.toThrow(
      'Unauthorized: origin not allowed',
    )
    expect(asked()).toBe(2)
  })

  it('takes an empty list, or a failure that is not 429 or 5xx, as no objection (spec §7)', async () => {
    const empty = setup(async () => [])
    await expect(assertPageOriginAllowed(empty.core, { origin: PAGE })).resolves.toBeUndefined()
    const malformed = setup(async () => Promise.reject(new Error('Invalid response from server')))
    await expect(assertPageOriginAllowed(malformed.core, { origin: PAGE })).resolves.toBeUndefined()
    expect(malformed.core.alert.open).toBe(false)
  })

  it.each([
    [429, 'APKT010'],
    [503, 'APKT009'],
  ] as const)('fails on HTTP %i with %s', async (status, code) => {
    const { core } = setup(async () => Promise.reject(new HttpRequestError(status)))
    await expect(assertPageOriginAllowed(core, { origin: PAGE })).rejects.toThrow(
      `HTTP status code: ${status}`,
    )
    expect(core.alert).toMatchObject({ open: true, code })
  })

  it('asks nothing without a blockchain API', async () => {
    const core = createTestCore({ adapters: [new FakeAdapter('eip155')], networks: [network(1)] })
    await expect(assertPageOriginAllowed(core, { origin: PAGE })).resolves.toBeUndefined()
  })
})

describe('startEmailLogin on a refused page', () => {
  it('fails with APKT002 without waiting for the secure frame, and aborts its start', async () => {
    const { core, wallet } = setup(async () => ['https://other.example'])
    let aborted: AbortSignal | undefined
    // The secure site never answers a refused page: only the abort ends this.
    wallet.connectEmail = (({ signal }: { signal?: AbortSignal }) => {
      aborted = signal
      return new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason)))
    }) as typeof wallet.connectEmail
    Object.defineProperty(globalThis, 'location', { value: { origin: PAGE }, configurable: true })
    try {
      await expect(startEmailLogin(core, { email: 'alice@lab.test' })).rejects.toBeInstanceOf(
        OriginNotAllowedError,
      )
    } finally {
      Reflect.deleteProperty(globalThis, 'location')
    }
    expect(aborted?.aborted).toBe(true)
    expect(core.alert.code).toBe('APKT002')
    expect(core.emailLogin.email).toBeUndefined()
  })
})
