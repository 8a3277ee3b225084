import { describe, expect, it, vi } from 'vitest'
import { createTestCore } from '../test/core.js'
import { fakeApi } from '../test/fake-account.js'
import { network } from '../test/fake-adapter.js'
import type { RemoteFeatures } from '../types/remote-features.js'
import { loadRemoteFeatures } from './load-remote-features.js'

const httpError = (status: number) => Object.assign(new Error(`HTTP status code: ${status}`), { status })
const alertOf = (error: unknown) => {
  const status = (error as { status?: number }).status ?? 0
  if (status === 429) return 'APKT010' as const
  if (status === 403) return 'APKT007' as const
  return status >= 500 ? ('APKT009' as const) : undefined
}

function setup(answer: () => Promise<RemoteFeatures>, options: { projectId?: string; email?: boolean } = {}) {
  const getRemoteFeatures = vi.fn(answer)
  const core = createTestCore({
    networks: [network(1)],
    projectId: options.projectId ?? 'shop',
    features: { email: options.email ?? true, socials: ['google'] },
    api: async () => fakeApi({ getRemoteFeatures, alertCodeOf: alertOf }),
  })
  return { core, getRemoteFeatures }
}

describe('loadRemoteFeatures', () => {
  it('merges the project’s flags over the dapp’s', async () => {
    const { core } = setup(async () => ({ email: false, collapseWallets: true }))
    await loadRemoteFeatures(core)
    expect(core.options.features).toMatchObject({ email: false, socials: ['google'], collapseWallets: true })
  })

  it('asks once per instance, however often the modal opens, even while the first is under way', async () => {
    const { core, getRemoteFeatures } = setup(async () => ({}))
    await Promise.all([loadRemoteFeatures(core), loadRemoteFeatures(core)])
    await loadRemoteFeatures(core)
    expect(getRemoteFeatures).toHaveBeenCalledTimes(1)
    const other = setup(async () => ({}))
    await loadRemoteFeatures(other.core)
    expect(other.getRemoteFeatures).toHaveBeenCalledTimes(1)
  })

  it.each([
    [500, 'APKT009'],
    [503, 'APKT009'],
    [429, 'APKT010'],
    [403, 'APKT007'],
  ])('an answer of %i raises %s, and the dapp’s features stand', async (status, code) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { core, getRemoteFeatures } = setup(() => Promise.reject(httpError(status)))
    await loadRemoteFeatures(core)
    expect(core.alert).toMatchObject({ open: true, code, variant: 'error' })
    expect(core.options.features).toMatchObject({ email: true, socials: ['google'] })
    await loadRemoteFeatures(core)
    expect(getRemoteFeatures).toHaveBeenCalledTimes(1)
  })

  it('a failure with no alert of its own (a bad body, no answer) leaves the dapp’s features quietly', async () => {
    const { core } = setup(() => Promise.reject(new Error('Invalid response')))
    await loadRemoteFeatures(core)
    expect(core.alert.open).toBe(false)
    expect(core.options.features.email).toBe(true)
  })

  it('asks nothing without a project id, and raises APKT008 (Project ID Missing)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { core, getRemoteFeatures } = setup(async () => ({ email: false }), { projectId: '' })
    await loadRemoteFeatures(core)
    expect(getRemoteFeatures).not.toHaveBeenCalled()
    expect(core.alert).toMatchObject({ open: true, code: 'APKT008', variant: 'error' })
    expect(core.options.features.email).toBe(true)
  })

  it('asks nothing of a dapp without a blockchain API, or of one without remote features', async () => {
    const bare = createTestCore({ networks: [network(1)], projectId: 'shop' })
    await expect(loadRemoteFeatures(bare)).resolves.toBeUndefined()
    const old = createTestCore({ networks: [network(1)], projectId: 'shop', api: async () => fakeApi() })
    await expect(loadRemoteFeatures(old)).resolves.toBeUndefined()
    expect(old.options.features.email).toBe(false)
  })

  it('tries again on the next open when the API’s code could not load', async () => {
    let loads = 0
    const core = createTestCore({
      networks: [network(1)],
      projectId: 'shop',
      api: async () => {
        loads += 1
        if (loads === 1) throw new Error('chunk failed')
        return fakeApi({ getRemoteFeatures: async () => ({ collapseWallets: true }) })
      },
    })
    await loadRemoteFeatures(core)
    expect(core.options.features.collapseWallets).toBeUndefined()
    await loadRemoteFeatures(core)
    expect(core.options.features.collapseWallets).toBe(true)
  })
})
