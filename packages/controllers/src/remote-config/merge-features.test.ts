import { DEFAULT_SOCIALS } from '@appkit/common'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { DEFAULT_FEATURES, type Features } from '../state/options.js'
import type { RemoteFeatures } from '../types/remote-features.js'
import { DEFAULT_REMOTE_FEATURES, mergeRemoteFeatures } from './merge-features.js'

/** The features createAppKit makes of the dapp's: the SDK's defaults under them. */
const local = (dapp: Partial<Features> = {}): Features => ({ ...DEFAULT_FEATURES, ...dapp })

describe('mergeRemoteFeatures', () => {
  it('takes flags of the options’ own types: a remote flag always fits its feature', () => {
    expectTypeOf<RemoteFeatures>().toExtend<Partial<Features>>()
  })

  it('lets a flag the project sets win over the dapp’s', () => {
    const merged = mergeRemoteFeatures(local({ email: true, socials: ['google'], collapseWallets: false }), {
      email: false,
      socials: ['github', 'x'],
      collapseWallets: true,
    })
    expect(merged).toMatchObject({ email: false, socials: ['github', 'x'], collapseWallets: true })
  })

  it('keeps the dapp’s value of every flag the project leaves out', () => {
    const dapp = local({ email: true, swaps: false, connectMethodsOrder: ['wallet', 'email'] })
    expect(mergeRemoteFeatures(dapp, {})).toEqual(dapp)
  })

  it('gives a dapp that passed no features spec §9’s default remote features, under the project’s', () => {
    expect(DEFAULT_REMOTE_FEATURES).toEqual({
      swaps: true,
      onramp: true,
      email: true,
      socials: DEFAULT_SOCIALS,
    })
    expect(mergeRemoteFeatures(local(), {}, true)).toEqual({
      ...DEFAULT_FEATURES,
      ...DEFAULT_REMOTE_FEATURES,
    })
    expect(mergeRemoteFeatures(local(), { onramp: false }, true)).toMatchObject({
      onramp: false,
      swaps: true,
    })
  })

  it('does not add the defaults for a dapp that passed features, even none: its choice stands', () => {
    expect(mergeRemoteFeatures(local({ send: true }), {})).toEqual(local({ send: true }))
    expect(mergeRemoteFeatures(local(), {})).toEqual(DEFAULT_FEATURES)
  })

  it('never turns analytics on for a dapp that did not, and lets the project turn them off', () => {
    expect(mergeRemoteFeatures(local({ email: true }), { analytics: true }).analytics).toBe(false)
    expect(mergeRemoteFeatures(local(), { analytics: true }, true).analytics).toBe(false)
    expect(mergeRemoteFeatures(local({ analytics: true }), {}).analytics).toBe(true)
    expect(mergeRemoteFeatures(local({ analytics: true }), { analytics: true }).analytics).toBe(true)
    expect(mergeRemoteFeatures(local({ analytics: true }), { analytics: false }).analytics).toBe(false)
  })

  it('carries pay, emailCapture and the orders through', () => {
    expect(
      mergeRemoteFeatures(local({ email: true }), {
        pay: true,
        emailCapture: true,
        walletFeaturesOrder: ['send'],
        connectMethodsOrder: ['social'],
      }),
    ).toMatchObject({
      pay: true,
      emailCapture: true,
      walletFeaturesOrder: ['send'],
      connectMethodsOrder: ['social'],
    })
  })

  it('leaves the flags that are no remote feature alone, whatever the answer carries', () => {
    const merged = mergeRemoteFeatures(local({ headless: false, history: true }), {
      headless: true,
      history: false,
      send: false,
    } as never)
    expect(merged).toMatchObject({ headless: false, history: true, send: true })
  })
})
