import { describe, expect, it } from 'vitest'
import { matchExplorerRoute } from './explorer-routes.js'

describe('matchExplorerRoute', () => {
  it('knows the JSON endpoints', () => {
    expect(matchExplorerRoute('/getWallets')).toEqual({ kind: 'wallets' })
    expect(matchExplorerRoute('/getAnalyticsConfig')).toEqual({ kind: 'analyticsConfig' })
  })

  it('knows the four image paths and decodes the id', () => {
    expect(matchExplorerRoute('/getWalletImage/abc')).toEqual({ kind: 'image', image: 'wallet', id: 'abc' })
    expect(matchExplorerRoute('/public/getAssetImage/eip155%3A1')).toEqual({
      kind: 'image',
      image: 'asset',
      id: 'eip155:1',
    })
    expect(matchExplorerRoute('/public/getCurrencyImage/USD')).toMatchObject({ image: 'currency', id: 'USD' })
    expect(matchExplorerRoute('/public/getTokenImage/ETH')).toMatchObject({ image: 'token', id: 'ETH' })
    expect(matchExplorerRoute('/getWalletImage/%E0%A4%A')).toEqual({
      kind: 'image',
      image: 'wallet',
      id: undefined,
    })
  })

  it.each(['/health', '/getWallets/', '/getwallets', '/getWalletImage/', '/getWalletImage/a/b', '/public/x'])(
    'leaves %o to other services',
    (path) => {
      expect(matchExplorerRoute(path)).toBeUndefined()
    },
  )
})
