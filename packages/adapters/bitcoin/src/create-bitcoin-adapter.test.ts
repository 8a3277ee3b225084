import type { CaipNetwork } from '@appkit/common'
import type { AdapterContext } from '@appkit/controllers'
import { describe, expect, it } from 'vitest'
import { createBitcoinAdapter } from './create-bitcoin-adapter.js'
import { bitcoin } from './networks.js'
import { ALICE, REGTEST, regtestNetwork } from './test-utils/chain.js'

const context = (networks: CaipNetwork[] = [regtestNetwork()]) =>
  ({
    networks,
    projectId: 't',
    events: {
      connectorsChanged() {},
      connected() {},
      accountsChanged() {},
      chainChanged() {},
      disconnected() {},
    },
  }) as AdapterContext

describe('createBitcoinAdapter (the page’s stand-in)', () => {
  it('is the bip122 adapter with every capability, before its code loads', () => {
    const adapter = createBitcoinAdapter()
    expect(adapter.namespace).toBe('bip122')
    expect(adapter.balances?.getTokenBalances).toBeTypeOf('function')
    expect(adapter.send?.waitForReceipt).toBeTypeOf('function')
    expect(adapter.fees?.estimateSendFee).toBeTypeOf('function')
    expect(adapter.getProvider('any', ALICE.payment.address)).toBeUndefined()
  })

  it('checks receivers against the dapp’s Bitcoin networks on the page (spec §5)', () => {
    const adapter = createBitcoinAdapter()
    adapter.setup(context())
    expect(adapter.send!.isValidAddress(ALICE.payment.address)).toBe(true)
    expect(adapter.send!.isValidAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(false)
    adapter.setup(context([regtestNetwork(), bitcoin]))
    expect(adapter.send!.isValidAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(true)
  })

  it('gives its part of a WalletConnect proposal without loading anything', () => {
    const part = createBitcoinAdapter().walletConnectNamespace!([regtestNetwork()])
    expect(part.chains).toEqual([REGTEST])
    expect(part.methods).toContain('sendTransfer')
  })

  it('loads its code for the first action, and hands it the context it was given', async () => {
    const adapter = createBitcoinAdapter()
    adapter.setup(context())
    // Node has no page: no wallet is found, and the connector is unknown once loaded.
    await expect(adapter.connect({ connectorId: 'missing' })).rejects.toThrow('Provider not found')
    adapter.teardown?.()
  })
})
