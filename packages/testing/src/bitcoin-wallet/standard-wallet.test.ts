import { describe, expect, it } from 'vitest'
import { bitcoinContextForTest } from '../test-utils/bitcoin-wallet.js'
import { DEFAULT_BITCOIN_WALLET_ICON } from './default-icon.js'
import { createStandardWallet } from './standard-wallet.js'

const identity = { name: 'Bitcoin Test', icon: DEFAULT_BITCOIN_WALLET_ICON }

describe('createStandardWallet', () => {
  it('is a Wallet Standard wallet with the Bitcoin connect and signing features, disconnect and events', () => {
    const ctx = bitcoinContextForTest()
    const wallet = createStandardWallet(ctx, identity)
    expect(wallet).toMatchObject({
      version: '1.0.0',
      name: 'Bitcoin Test',
      icon: DEFAULT_BITCOIN_WALLET_ICON,
    })
    expect(wallet.chains).toEqual(['bitcoin:regtest'])
    expect(Object.keys(wallet.features)).toEqual([
      'bitcoin:connect',
      'standard:disconnect',
      'standard:events',
      'bitcoin:signMessage',
      'bitcoin:signTransaction',
    ])
    expect(Object.values(wallet.features).map((feature) => feature.version)).toEqual(Array(5).fill('1.0.0'))
  })

  it('shows accounts only while the dapp is connected, and says so by change', async () => {
    const ctx = bitcoinContextForTest({ dapp: 'new', mode: 'approve' })
    const wallet = createStandardWallet(ctx, identity)
    const seen: unknown[] = []
    const off = wallet.features['standard:events'].on('change', ({ accounts }) => seen.push(accounts?.length))
    expect(wallet.accounts).toEqual([])

    await wallet.features['bitcoin:connect'].connect({ purposes: ['payment'] })
    expect(wallet.accounts.map((account) => account.address)).toEqual([
      ctx.keyring.current().accounts.payment.address,
    ])
    await wallet.features['standard:disconnect'].disconnect()
    expect(wallet.accounts).toEqual([])
    off()
    expect(seen).toEqual([1, 0])
  })

  it('passes every input of a call to the feature', async () => {
    const ctx = bitcoinContextForTest()
    const wallet = createStandardWallet(ctx, identity)
    const account = ctx.keyring.current().accounts.ordinals
    const message = Uint8Array.of(1)
    const outputs = await wallet.features['bitcoin:signMessage'].signMessage(
      { account, message },
      { account, message },
    )
    expect(outputs).toHaveLength(2)
  })
})
