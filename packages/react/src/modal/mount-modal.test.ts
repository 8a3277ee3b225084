// @vitest-environment happy-dom
import { createAppKitCore } from '@appkit/controllers'
import { notify, openModal, withModal } from '@appkit/controllers/modal'
import { describe, expect, it } from 'vitest'
import { memoryStorage, network, stubAdapter } from '../test/stub-adapter.js'
import { mountModal, warmModal } from './mount-modal.js'

const hosts = () => document.querySelectorAll('appkit-modal')

async function until(check: () => boolean) {
  // Up to 5 s: the first open imports the modal's code, slow on a busy machine.
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 10))
  return check()
}

const core = () =>
  withModal(createAppKitCore({ adapters: [], networks: [network(1)], storage: memoryStorage() }))

describe('mountModal', () => {
  it('loads nothing until the modal opens or a toast shows, mounts it once, and removes it when stopped', {
    timeout: 15_000,
  }, async () => {
    const kit = core()
    const stop = mountModal(kit)
    await new Promise((r) => setTimeout(r, 30))
    expect(hosts()).toHaveLength(0)
    notify(kit, { key: 'addressCopied' }, 'success')
    expect(await until(() => hosts().length === 1)).toBe(true)
    openModal(kit)
    await new Promise((r) => setTimeout(r, 30))
    expect(hosts()).toHaveLength(1)
    stop()
    expect(hosts()).toHaveLength(0)
  })

  it('gives each instance its own modal', { timeout: 15_000 }, async () => {
    const [a, b] = [core(), core()]
    const stops = [mountModal(a), mountModal(b)]
    openModal(a)
    openModal(b)
    expect(await until(() => hosts().length === 2)).toBe(true)
    for (const stop of stops) stop()
  })

  it('mounts the modal closed when a visitor heads for a button, so the click only opens it', {
    timeout: 15_000,
  }, async () => {
    const kit = core()
    const stop = mountModal(kit)
    warmModal(kit)
    expect(await until(() => hosts().length === 1)).toBe(true)
    const dialog = () => hosts()[0]?.shadowRoot?.querySelector('dialog')
    expect(await until(() => dialog() != null)).toBe(true)
    expect(dialog()?.open).toBe(false)
    warmModal(kit)
    openModal(kit)
    expect(await until(() => dialog()?.open === true)).toBe(true)
    expect(hosts()).toHaveLength(1)
    stop()
    // A stopped instance is not mounted again by a late intent.
    warmModal(kit)
    await new Promise((r) => setTimeout(r, 30))
    expect(hosts()).toHaveLength(0)
  })

  it('starts what the click would when a visitor heads for a button: adapters that wait for the visitor load their code', async () => {
    let activations = 0
    const adapter = { ...stubAdapter(), activate: () => void activations++ }
    const kit = withModal(
      createAppKitCore({ adapters: [adapter], networks: [network(1)], storage: memoryStorage() }),
    )
    warmModal(kit)
    // After the modal's own code, which the click needs first.
    expect(activations).toBe(0)
    expect(await until(() => activations === 1)).toBe(true)
  })

  it('activates nothing for a headless dapp, whose buttons open no modal', async () => {
    let activations = 0
    const adapter = { ...stubAdapter(), activate: () => void activations++ }
    const kit = withModal(
      createAppKitCore({
        adapters: [adapter],
        networks: [network(1)],
        storage: memoryStorage(),
        features: { headless: true },
      }),
    )
    warmModal(kit)
    await new Promise((r) => setTimeout(r, 30))
    expect(activations).toBe(0)
  })
})
