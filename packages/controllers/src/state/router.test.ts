import { beforeEach, describe, expect, it } from 'vitest'
import { createRouterState, popView, pushView, type RouterState, replaceView, resetView } from './router.js'

describe('router', () => {
  let router: RouterState
  beforeEach(() => {
    router = createRouterState()
  })

  it('push adds to the history and shows the view', () => {
    pushView(router, 'AllWallets')
    expect(router.view).toBe('AllWallets')
    expect(router.history).toEqual(['Connect', 'AllWallets'])
  })

  it('pushing the view already shown does not stack it twice', () => {
    pushView(router, 'AllWallets')
    pushView(router, 'AllWallets')
    expect(router.history).toEqual(['Connect', 'AllWallets'])
  })

  it('replace swaps the top of the history', () => {
    pushView(router, 'ConnectingExternal')
    replaceView(router, 'Account')
    expect(router.history).toEqual(['Connect', 'Account'])
    expect(router.view).toBe('Account')
  })

  it('reset leaves only the given view', () => {
    pushView(router, 'AllWallets')
    resetView(router, 'Account')
    expect(router.history).toEqual(['Account'])
  })

  it('pop returns the view below, and undefined with no history', () => {
    pushView(router, 'Networks')
    expect(popView(router)).toBe('Connect')
    expect(router.view).toBe('Connect')
    expect(popView(router)).toBeUndefined()
    expect(router.view).toBe('Connect')
  })

  it('keeps data given with a view', () => {
    pushView(router, 'ConnectingExternal', {
      connector: { id: 'a', name: 'A', chain: 'eip155', type: 'ANNOUNCED' },
    })
    expect(router.data?.connector?.name).toBe('A')
  })
})
