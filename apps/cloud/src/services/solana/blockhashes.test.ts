import { getBase58Encoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { blockhashAt, lastValidBlockHeight, MAX_PROCESSING_AGE, recentBlockhashSlot } from './blockhashes.js'

describe('blockhashes', () => {
  it('gives each slot its own 32-byte hash, the same on every call', () => {
    expect(blockhashAt(5)).toBe(blockhashAt(5))
    expect(blockhashAt(5)).not.toBe(blockhashAt(6))
    expect(getBase58Encoder().encode(blockhashAt(5))).toHaveLength(32)
  })

  it('finds the slot of a recent hash, and nothing once 150 slots have passed', () => {
    const hash = blockhashAt(1000)
    expect(recentBlockhashSlot(hash, 1000)).toBe(1000)
    expect(recentBlockhashSlot(hash, 1000 + MAX_PROCESSING_AGE)).toBe(1000)
    expect(recentBlockhashSlot(hash, 1001 + MAX_PROCESSING_AGE)).toBeUndefined()
    expect(recentBlockhashSlot(hash, 999)).toBeUndefined()
    expect(recentBlockhashSlot('11111111111111111111111111111111', 3)).toBeUndefined()
    expect(lastValidBlockHeight(1000)).toBe(1150)
  })
})
