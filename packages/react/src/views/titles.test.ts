import { VIEWS } from '@appkit/controllers/modal'
import { describe, expect, it } from 'vitest'
import { viewTitle } from './titles.js'

describe('viewTitle', () => {
  it('names the main views', () => {
    expect(viewTitle('Connect')).toBe('Connect Wallet')
    expect(viewTitle('Account')).toBe('Account')
    expect(viewTitle('Networks')).toBe('Choose Network')
    expect(viewTitle('UnsupportedChain')).toBe('Switch Network')
  })

  it('gives every view a non-empty accessible name', () => {
    for (const view of VIEWS) expect(viewTitle(view).length).toBeGreaterThan(0)
  })
})
