import { beforeEach, describe, expect, it } from 'vitest'
import { createRouterState, type RouterState, replaceView, resetView } from './router.js'
import { pushView } from './view-history.js'

describe('router', () => {
  let router: RouterState
  beforeEach(() => {
    router = createRouterState()
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
})
