import { describe, expect, it } from 'vitest'
import { turnVerifyOff } from './verify-off.js'

describe('turnVerifyOff', () => {
  it('makes register and resolve answer nothing without reaching anything', async () => {
    const reached: string[] = []
    const verify = {
      register: async () => {
        reached.push('register')
        return 'attestation'
      },
      resolve: async () => {
        reached.push('resolve')
        return { origin: 'https://dapp.example' }
      },
    }
    turnVerifyOff(verify)
    expect(await verify.register()).toBeUndefined()
    expect(await verify.resolve()).toBeUndefined()
    expect(reached).toEqual([])
  })
})
