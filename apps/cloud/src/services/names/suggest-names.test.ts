import { describe, expect, it } from 'vitest'
import { suggestionCandidates } from './suggest-names.js'

describe('suggestionCandidates', () => {
  it('offers the typed name first, then variants, all in the zone', () => {
    const candidates = suggestionCandidates('Alice')
    expect(candidates[0]).toBe('alice.reown.id')
    expect(candidates).toContain('alice-1.reown.id')
    for (const candidate of candidates) expect(candidate).toMatch(/^[a-z0-9-]{4,}\.reown\.id$/)
  })

  it('reads a name typed with its suffix', () => {
    expect(suggestionCandidates('alice.reown.id')[0]).toBe('alice.reown.id')
  })

  it('offers nothing for what can never be a name', () => {
    expect(suggestionCandidates('a b!')).toEqual([])
    expect(suggestionCandidates('ab')).toEqual([])
  })
})
