import { afterEach, describe, expect, it, vi } from 'vitest'
import { defaultWarn } from './warn.js'

describe('defaultWarn', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('warns on the console with the package prefix', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    defaultWarn('Ignored a message: wrong origin')
    expect(warn).toHaveBeenCalledWith('[@appkit/frame] Ignored a message: wrong origin')
  })
})
