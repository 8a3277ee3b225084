import { describe, expect, it } from 'vitest'
import { remoteConfigSchema } from './remote-features-schema.js'

const features = (body: unknown) => remoteConfigSchema.parse(body).features

describe('remoteConfigSchema', () => {
  it('reads every flag a project may set', () => {
    const all = {
      email: false,
      socials: ['google', 'x'],
      analytics: false,
      pay: true,
      emailCapture: true,
      connectMethodsOrder: ['wallet', 'email', 'social'],
      walletFeaturesOrder: ['send', 'receive'],
      collapseWallets: true,
      swaps: false,
      onramp: false,
    }
    expect(features({ features: all })).toEqual(all)
    expect(features({ features: { socials: false } })).toEqual({ socials: false })
  })

  it('drops unknown flags and any flag of the wrong type, keeping the others', () => {
    const read = features({
      features: { email: 'no', socials: ['myspace'], collapseWallets: true, reown_branding: true },
    })
    // Read as undefined (the client leaves those keys out): the dapp's value of each stands.
    expect(read).toEqual({ collapseWallets: true })
    expect(read.email).toBeUndefined()
    expect(read.socials).toBeUndefined()
  })

  it('refuses an answer without features', () => {
    expect(remoteConfigSchema.safeParse({}).success).toBe(false)
    expect(remoteConfigSchema.safeParse({ features: [] }).success).toBe(false)
  })
})
