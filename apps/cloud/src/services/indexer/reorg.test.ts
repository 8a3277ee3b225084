import { describe, expect, it } from 'vitest'
import type { BlockRef } from './chain-data.js'
import { findCommonAncestor } from './reorg.js'

const recorded: BlockRef[] = [3, 7, 8, 12, 20].map((number) => ({ number, hash: `0xold${number}` }))

/** A chain of `height` blocks that still has the recorded ones up to `keptUpTo` and new ones after. */
function chainKeeping(keptUpTo: number, height = 15) {
  const asked: number[] = []
  const hashOnChain = async (number: number) => {
    asked.push(number)
    if (number > height) return null
    return number <= keptUpTo ? `0xold${number}` : `0xnew${number}`
  }
  return { hashOnChain, asked }
}

describe('findCommonAncestor', () => {
  it.each([
    [20, 12],
    [12, 12],
    [9, 8],
    [7, 7],
    [3, 3],
    [0, null],
  ])('finds the newest block still on a chain that kept blocks up to %i', async (keptUpTo, expected) => {
    const { hashOnChain } = chainKeeping(keptUpTo)
    const found = await findCommonAncestor(recorded, hashOnChain)
    expect(found?.number ?? null).toBe(expected)
  })

  it('asks the node a logarithmic number of times', async () => {
    const many = Array.from({ length: 1000 }, (_, number) => ({ number, hash: `0xold${number}` }))
    const { hashOnChain, asked } = chainKeeping(600, 2000)
    await expect(findCommonAncestor(many, hashOnChain)).resolves.toEqual({ number: 600, hash: '0xold600' })
    expect(asked.length).toBeLessThanOrEqual(11)
  })

  it('finds nothing in nothing', async () => {
    await expect(findCommonAncestor([], async () => '0x')).resolves.toBeNull()
  })
})
