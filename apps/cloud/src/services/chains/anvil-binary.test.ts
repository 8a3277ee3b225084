import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { resolveAnvilBinary } from './anvil-binary.js'

describe('resolveAnvilBinary', () => {
  it('finds a native anvil that runs', () => {
    const result = spawnSync(resolveAnvilBinary(), ['--version'], { encoding: 'utf8' })
    expect(result.status).toBe(0)
    expect(result.stdout).toMatch(/anvil/i)
  })
})
