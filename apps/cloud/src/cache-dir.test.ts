import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CACHE_DIR_ENV, cacheDirFrom } from './cache-dir.js'

describe('cacheDirFrom', () => {
  it('is one folder in the OS temp dir, shared by every run on the machine', () => {
    expect(cacheDirFrom({}, '/tmp')).toBe(join('/tmp', 'appkit-cloud'))
  })

  it('is the folder APPKIT_CLOUD_CACHE_DIR names (npm test: an empty one, the cold start of a new machine)', () => {
    expect(cacheDirFrom({ [CACHE_DIR_ENV]: '/runs/42/cache' }, '/tmp')).toBe('/runs/42/cache')
  })

  it('ignores an empty or blank APPKIT_CLOUD_CACHE_DIR', () => {
    expect(cacheDirFrom({ [CACHE_DIR_ENV]: '  ' }, '/tmp')).toBe(join('/tmp', 'appkit-cloud'))
  })
})
