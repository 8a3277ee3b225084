import { describe, expect, it } from 'vitest'
import { deferred } from './deferred.js'

describe('deferred', () => {
  it('resolves its promise from outside', async () => {
    const later = deferred<number>()
    later.resolve(7)
    await expect(later.promise).resolves.toBe(7)
  })

  it('rejects its promise from outside', async () => {
    const later = deferred<number>()
    later.reject(new Error('no'))
    await expect(later.promise).rejects.toThrow('no')
  })
})
