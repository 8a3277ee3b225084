import { beforeEach, describe, expect, it } from 'vitest'
import { popView, pushView, replaceView, resetView, routerState } from './router.js'

describe('router', () => {
  beforeEach(() => resetView('Connect'))

  it('push adds to the history and shows the view', () => {
    pushView('AllWallets')
    expect(routerState.view).toBe('AllWallets')
    expect(routerState.history).toEqual(['Connect', 'AllWallets'])
  })

  it('pushing the view already shown does not stack it twice', () => {
    pushView('AllWallets')
    pushView('AllWallets')
    expect(routerState.history).toEqual(['Connect', 'AllWallets'])
  })

  it('replace swaps the top of the history', () => {
    pushView('ConnectingExternal')
    replaceView('Account')
    expect(routerState.history).toEqual(['Connect', 'Account'])
    expect(routerState.view).toBe('Account')
  })

  it('reset leaves only the given view', () => {
    pushView('AllWallets')
    resetView('Account')
    expect(routerState.history).toEqual(['Account'])
  })

  it('pop returns the view below, and undefined with no history', () => {
    pushView('Networks')
    expect(popView()).toBe('Connect')
    expect(routerState.view).toBe('Connect')
    expect(popView()).toBeUndefined()
    expect(routerState.view).toBe('Connect')
  })

  it('keeps data given with a view', () => {
    pushView('ConnectingExternal', { connector: { id: 'a', name: 'A', chain: 'eip155', type: 'ANNOUNCED' } })
    expect(routerState.data?.connector?.name).toBe('A')
    popView()
  })
})
