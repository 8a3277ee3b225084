import { describe, expect, it } from 'vitest'
import { createPrng } from './prng.js'
import { createNameGenerator, slugOf } from './wallet-names.js'

describe('slugOf', () => {
  it('keeps lowercase letters and digits', () => {
    expect(slugOf('Lab Wallet One')).toBe('labwalletone')
    expect(slugOf('AppKit Test-Wallet 2')).toBe('appkittestwallet2')
  })
})

describe('createNameGenerator', () => {
  it('makes plausible names, the same for the same seed', () => {
    const a = createNameGenerator(createPrng(1), [])
    const b = createNameGenerator(createPrng(1), [])
    const names = Array.from({ length: 20 }, () => a().name)
    expect(Array.from({ length: 20 }, () => b().name)).toEqual(names)
    for (const name of names)
      expect(name).toMatch(/^[A-Z][a-z]+ (Wallet|Vault|Pay|Keep|Pocket|Safe|Purse|Key|Ledger|Hub|Pass)$/)
  })

  it('never repeats a name or a slug, nor a reserved one, over 20,000 names', () => {
    const next = createNameGenerator(createPrng(2), ['Lab Wallet One'])
    const names = new Set<string>()
    const slugs = new Set<string>(['labwalletone'])
    for (let i = 0; i < 20_000; i++) {
      const { name, slug } = next()
      expect(slug).toBe(slugOf(name))
      names.add(name)
      slugs.add(slug)
    }
    expect(names.size).toBe(20_000)
    expect(slugs.size).toBe(20_001)
  })

  it('ends even when every plain name is taken', () => {
    // A single-syllable, single-suffix world would loop forever without the numbered fallback.
    const prng = {
      next: () => 0,
      int: () => 0,
      chance: () => true,
      pick: <T>(items: readonly T[]) => items[0] as T,
    }
    const next = createNameGenerator(prng, [])
    expect(next().name).toBe('Arar Wallet')
    expect(next().name).toBe('Arar Wallet 1')
    expect(next().name).toBe('Arar Wallet 2')
  })
})
