import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CACHE_DIR } from './cache-dir.js'

describe('CACHE_DIR', () => {
  it('is one folder in the OS temp dir, shared by every run on the machine', () => {
    expect(CACHE_DIR).toBe(join(tmpdir(), 'appkit-cloud'))
  })
})
