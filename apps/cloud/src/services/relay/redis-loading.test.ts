import { describe, expect, it, vi } from 'vitest'
import { whenLoaded } from './redis-loading.js'

const loading = () => new Error('LOADING Redis is loading the dataset in memory')

describe('whenLoaded', () => {
  it('tries a command again while Redis is loading its data', async () => {
    const command = vi
      .fn()
      .mockRejectedValueOnce(loading())
      .mockRejectedValueOnce(loading())
      .mockResolvedValue('OK')
    expect(await whenLoaded(command, { retryMs: 1 })).toBe('OK')
    expect(command).toHaveBeenCalledTimes(3)
  })

  it('fails at once on any other error, and on LOADING once the time is up', async () => {
    const other = vi.fn().mockRejectedValue(new Error('NOSCRIPT'))
    await expect(whenLoaded(other, { retryMs: 1 })).rejects.toThrow('NOSCRIPT')
    expect(other).toHaveBeenCalledOnce()
    const stuck = vi.fn().mockRejectedValue(loading())
    await expect(whenLoaded(stuck, { retryMs: 1, timeoutMs: 0 })).rejects.toThrow('LOADING')
    expect(stuck).toHaveBeenCalledOnce()
  })
})
