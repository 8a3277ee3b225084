import { describe, expect, it } from 'vitest'
import { avatarGradient } from './avatar.js'

describe('avatarGradient', () => {
  it('is the same for the same address, whatever its case', () => {
    expect(avatarGradient('0xABCdef')).toBe(avatarGradient('0xabcdef'))
  })

  it('differs between addresses', () => {
    expect(avatarGradient('0x1111')).not.toBe(avatarGradient('0x2222'))
  })
})
