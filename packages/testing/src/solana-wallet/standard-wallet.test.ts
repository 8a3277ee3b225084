import { describe, expect, it } from 'vitest'
import { solanaContextForTest } from '../test-utils/solana-wallet.js'
import { DEFAULT_SOLANA_WALLET_ICON } from './default-icon.js'
import { createStandardWallet } from './standard-wallet.js'

const identity = { name: 'Solana Test', icon: DEFAULT_SOLANA_WALLET_ICON }

describe('createStandardWallet', () => {
  it('is a Wallet Standard wallet with the connect, events and Solana signing features', async () => {
    const ctx = await solanaContextForTest()
    const wallet = createStandardWallet(ctx, identity)
    expect(wallet).toMatchObject({ version: '1.0.0', name: 'Solana Test', icon: DEFAULT_SOLANA_WALLET_ICON })
    expect(wallet.chains).toEqual(ctx.chains)
    expect(Object.keys(wallet.features)).toEqual([
      'standard:connect',
      'standard:disconnect',
      'standard:events',
      'solana:signMessage',
      'solana:signTransaction',
      'solana:signAndSendTransaction',
    ])
    expect(wallet.features['solana:signTransaction'].supportedTransactionVersions).toEqual(['legacy', 0])
    expect(wallet.features['solana:signMessage'].version).toBe('1.1.0')
  })

  it('shows the account only while the dapp is connected, and says so by change', async () => {
    const ctx = await solanaContextForTest({ dapp: 'new', mode: 'approve' })
    const wallet = createStandardWallet(ctx, identity)
    const seen: unknown[] = []
    const off = wallet.features['standard:events'].on('change', ({ accounts }) => seen.push(accounts?.length))
    expect(wallet.accounts).toEqual([])

    await wallet.features['standard:connect'].connect()
    expect(wallet.accounts).toEqual([ctx.account])
    await wallet.features['standard:disconnect'].disconnect()
    expect(wallet.accounts).toEqual([])
    off()
    expect(seen).toEqual([1, 0])
  })

  it('passes every input of a call to the feature', async () => {
    const ctx = await solanaContextForTest()
    const wallet = createStandardWallet(ctx, identity)
    const message = new Uint8Array([1])
    const outputs = await wallet.features['solana:signMessage'].signMessage(
      { account: ctx.account, message },
      { account: ctx.account, message },
    )
    expect(outputs).toHaveLength(2)
  })
})
