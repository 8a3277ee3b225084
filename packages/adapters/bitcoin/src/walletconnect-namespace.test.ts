import { describe, expect, it } from 'vitest'
import { bitcoin } from './networks.js'
import { REGTEST, regtestNetwork } from './test-utils/chain.js'
import { bitcoinNamespace } from './walletconnect-namespace.js'

describe('bitcoinNamespace', () => {
  it('proposes the dapp’s Bitcoin chains, the bip122 methods the adapter uses and the address event', () => {
    const part = bitcoinNamespace([bitcoin, regtestNetwork('http://127.0.0.1:3002/api')])
    expect(part).toEqual({
      chains: [bitcoin.caipNetworkId, REGTEST],
      methods: ['signMessage', 'signPsbt', 'sendTransfer', 'getAccountAddresses'],
      events: ['bip122_addressesChanged'],
      rpcMap: { [REGTEST.split(':')[1]!]: 'http://127.0.0.1:3002/api' },
    })
  })
})
