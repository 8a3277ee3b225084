import { describe, expect, it } from 'vitest'
import { commitmentLevel } from './commitment.js'

describe('commitmentLevel', () => {
  it('maps each of the spec’s preflight commitments to the RPC’s three levels', () => {
    expect(['processed', 'recent'].map(commitmentLevel)).toEqual(['processed', 'processed'])
    expect(['confirmed', 'single', 'singleGossip'].map(commitmentLevel)).toEqual([
      'confirmed',
      'confirmed',
      'confirmed',
    ])
    expect(['finalized', 'root', 'max'].map(commitmentLevel)).toEqual(['finalized', 'finalized', 'finalized'])
  })

  it('refuses a name it does not know, and names inherited from Object', () => {
    expect(() => commitmentLevel('final')).toThrow('Unknown Solana commitment: final')
    expect(() => commitmentLevel('toString')).toThrow('Unknown Solana commitment: toString')
  })
})
