import { describe, expect, it } from 'vitest'
import { packageRoot } from './package-paths.js'

describe('packageRoot', () => {
  it('is the same directory from the sources and from the build', () => {
    expect(packageRoot('file:///repo/apps/secure-site/src/server/x.ts')).toBe('/repo/apps/secure-site')
    expect(packageRoot('file:///repo/apps/secure-site/dist/node/server/x.js')).toBe('/repo/apps/secure-site')
  })
})
