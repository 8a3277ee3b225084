import { beforeEach, describe, expect, it } from 'vitest'
import { createRouterState, type RouterState } from './router.js'
import { popView, pushView } from './view-history.js'

describe("the router's history", () => {
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
