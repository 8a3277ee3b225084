import type { CaipNetwork } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { COINBASE_CONNECTOR_ID, coinbase } from './coinbase.js'
import { coinbaseSdkParams } from './coinbase-provider.js'

const network = (id: number) => ({ id }) as CaipNetwork

describe('coinbase()', () => {
  it('is an EXTERNAL connector named Coinbase Wallet, with our own icon, standing for the extension', () => {
    const { connector, replaces } = coinbase()
    expect(connector).toMatchObject({ id: COINBASE_CONNECTOR_ID, name: 'Coinbase Wallet', type: 'EXTERNAL' })
    expect(connector.imageUrl).toMatch(/^data:image\/svg\+xml,/)
    expect(replaces).toEqual(['com.coinbase.wallet'])
  })
})

describe('coinbaseSdkParams', () => {
  const context = {
    networks: [network(1), network(8453)],
    metadata: { name: 'Dapp', url: 'https://dapp.example', icons: ['https://dapp.example/icon.png'] },
  }

  it('tells the SDK the dapp’s name, icon and chains, preference "all" and no telemetry by default', () => {
    expect(coinbaseSdkParams({}, context)).toEqual({
      appName: 'Dapp',
      appLogoUrl: 'https://dapp.example/icon.png',
      appChainIds: [1, 8453],
      preference: { options: 'all', telemetry: false },
    })
  })

  it('takes the dapp’s preference, popup URL and telemetry choice', () => {
    const params = coinbaseSdkParams(
      { preference: 'smartWalletOnly', keysUrl: 'https://keys.example/connect', telemetry: true },
      { networks: [] },
    )
    expect(params.preference).toEqual({
      options: 'smartWalletOnly',
      telemetry: true,
      keysUrl: 'https://keys.example/connect',
    })
    expect(params.appLogoUrl).toBeNull()
  })
})
