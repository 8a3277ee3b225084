import { InvalidWalletResponseError, RpcError, UserRejectedRequestError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import type { BitcoinProviderContext, RemoteBitcoinWallet } from './bitcoin-provider.js'
import { toBase64 } from './bytes.js'
import { UnsupportedWalletMethodError } from './errors.js'
import { ALICE, BOB, REGTEST, regtestNetwork } from './test-utils/chain.js'
import { walletConnectProvider } from './walletconnect-provider.js'

const TXID = 'ab'.repeat(32)
const SIGNATURE = new Uint8Array(65).fill(9)
const context: BitcoinProviderContext = {
  address: ALICE.payment.address,
  network: () => regtestNetwork(),
  esploraUrlOf: () => 'http://127.0.0.1:9',
}

/** A session whose wallet answers `answer(method, params)`; `asked` records every request. */
function session(answer: (method: string, params: Record<string, unknown>) => unknown, methods?: string[]) {
  const asked: { method: string; params: Record<string, unknown>; chainId?: string }[] = []
  const remote: RemoteBitcoinWallet = {
    async request<T>(args: { method: string; params?: unknown }, chainId?: string) {
      const params = args.params as Record<string, unknown>
      asked.push({ method: args.method, params, chainId })
      return answer(args.method, params) as T
    },
    getProvider: () => (methods ? { session: { namespaces: { bip122: { methods } } } } : undefined),
  }
  return { remote, asked }
}

describe('the provider of a wallet over WalletConnect', () => {
  it('signs a message with WalletConnect’s signMessage on the current chain, base64 out', async () => {
    const { remote, asked } = session(() => ({
      address: ALICE.payment.address,
      signature: toBase64(SIGNATURE),
    }))
    const signature = await walletConnectProvider(remote, context).signMessage({ message: 'hi' })
    expect(signature).toBe(toBase64(SIGNATURE))
    expect(asked).toEqual([
      {
        method: 'signMessage',
        params: {
          account: ALICE.payment.address,
          address: ALICE.payment.address,
          message: 'hi',
          protocol: 'bip322',
        },
        chainId: REGTEST,
      },
    ])
  })

  it('asks for ECDSA when the wallet refuses BIP-322, and takes a hex signature', async () => {
    const { remote, asked } = session((_, params) => {
      if (params.protocol === 'bip322')
        throw Object.assign(new Error('Unsupported protocol'), { code: -32602 })
      return { signature: Buffer.from(SIGNATURE).toString('hex') }
    })
    await expect(walletConnectProvider(remote, context).signMessage({ message: 'hi' })).resolves.toBe(
      toBase64(SIGNATURE),
    )
    expect(asked.map((a) => a.params.protocol)).toEqual(['bip322', 'ecdsa'])
  })

  it('sends a transfer with sendTransfer: the wallet builds, signs and sends it', async () => {
    const { remote, asked } = session(() => ({ txid: TXID.toUpperCase() }))
    await expect(
      walletConnectProvider(remote, context).sendTransfer({ recipient: BOB.payment.address, amount: 1500n }),
    ).resolves.toBe(TXID)
    expect(asked[0]).toMatchObject({
      method: 'sendTransfer',
      params: { account: ALICE.payment.address, recipientAddress: BOB.payment.address, amount: '1500' },
    })
  })

  it('signs a PSBT with signPsbt and passes the txid of a broadcast on', async () => {
    const { remote, asked } = session((_, params) => ({
      psbt: 'cHNidP8=',
      ...(params.broadcast ? { txid: TXID } : {}),
    }))
    const provider = walletConnectProvider(remote, context)
    const signInputs = [{ address: ALICE.payment.address, index: 0, sighashTypes: [1] }]
    await expect(provider.signPsbt({ psbt: 'cHNidP8=', signInputs })).resolves.toEqual({ psbt: 'cHNidP8=' })
    await expect(provider.signPsbt({ psbt: 'cHNidP8=', signInputs, broadcast: true })).resolves.toEqual({
      psbt: 'cHNidP8=',
      txid: TXID,
    })
    expect(asked[0]!.params).toEqual({
      account: ALICE.payment.address,
      psbt: 'cHNidP8=',
      signInputs,
      broadcast: false,
    })
  })

  it('lists the addresses getAccountAddresses gives, or the session’s own when the wallet has no such method', async () => {
    const listing = session(() => [
      { address: ALICE.ordinals.address, publicKey: ALICE.ordinals.publicKey, intention: 'ordinal' },
      { address: ALICE.payment.address, intention: 'payment' },
    ])
    await expect(walletConnectProvider(listing.remote, context).getAccountAddresses()).resolves.toEqual([
      { address: ALICE.payment.address, purpose: 'payment' },
      { address: ALICE.ordinals.address, purpose: 'ordinals', publicKey: ALICE.ordinals.publicKey },
    ])
    const without = session(() => {
      throw Object.assign(new Error('Method not found'), { code: -32601 })
    })
    await expect(walletConnectProvider(without.remote, context).getAccountAddresses()).resolves.toEqual([
      { address: ALICE.payment.address, purpose: 'payment' },
    ])
    const refusing = session(() => {
      throw new UserRejectedRequestError()
    })
    await expect(walletConnectProvider(refusing.remote, context).getAccountAddresses()).rejects.toMatchObject(
      { code: 4001 },
    )
  })

  it('refuses at once a method the session did not approve: a typed 4200, no request sent', async () => {
    const { remote, asked } = session(() => ({ txid: TXID }), ['signMessage'])
    await expect(
      walletConnectProvider(remote, context).sendTransfer({ recipient: BOB.payment.address, amount: 1n }),
    ).rejects.toBeInstanceOf(UnsupportedWalletMethodError)
    expect(asked).toEqual([])
  })

  it('refuses answers without what the method returns, and amounts that are not sats', async () => {
    const provider = walletConnectProvider(session(() => ({})).remote, context)
    await expect(provider.signMessage({ message: 'x' })).rejects.toBeInstanceOf(InvalidWalletResponseError)
    await expect(
      provider.sendTransfer({ recipient: BOB.payment.address, amount: 1n }),
    ).rejects.toBeInstanceOf(InvalidWalletResponseError)
    await expect(provider.signPsbt({ psbt: 'x', signInputs: [] })).rejects.toBeInstanceOf(
      InvalidWalletResponseError,
    )
    await expect(
      provider.sendTransfer({ recipient: BOB.payment.address, amount: '0.5' }),
    ).rejects.toBeInstanceOf(RpcError)
    const noTxid = walletConnectProvider(session(() => ({ psbt: 'x' })).remote, context)
    await expect(noTxid.signPsbt({ psbt: 'x', signInputs: [], broadcast: true })).rejects.toBeInstanceOf(
      InvalidWalletResponseError,
    )
  })
})
