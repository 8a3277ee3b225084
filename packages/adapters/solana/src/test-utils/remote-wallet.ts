import { decodeBase58, encodeBase58 } from '@appkit/common'
import {
  type Address,
  createKeyPairFromPrivateKeyBytes,
  getAddressFromPublicKey,
  getBase16Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  signBytes,
} from '@solana/kit'
import type { RemoteSolanaWallet } from '../solana-provider.js'

export interface RemoteRequest {
  method: string
  params: unknown
  chainId: string | undefined
}

export interface KeyedRemoteWallet extends RemoteSolanaWallet {
  readonly address: Address
  /** Every request, in order. */
  readonly requests: RemoteRequest[]
}

/** A test account's key pair from its seed, as the Solana test wallet derives it. */
export async function testKey(seedHex: string) {
  const keyPair = await createKeyPairFromPrivateKeyBytes(new Uint8Array(getBase16Encoder().encode(seedHex)))
  return { keyPair, address: await getAddressFromPublicKey(keyPair.publicKey) }
}

/**
 * A wallet on the other side of WalletConnect (or the embedded wallet's site) that signs with a
 * test account's key: `solana_signMessage` and `solana_signTransaction` in WalletConnect's Solana
 * format. `answer` is what it gives back for a transaction: all of it signed, or only its
 * signature (what many wallets send).
 */
export async function keyedRemoteWallet(
  seedHex: string,
  answer: 'transaction' | 'signature' = 'transaction',
): Promise<KeyedRemoteWallet> {
  const { keyPair, address } = await testKey(seedHex)
  const requests: RemoteRequest[] = []
  return {
    address,
    requests,
    async request<T>(args: { method: string; params?: unknown }, chainId?: string): Promise<T> {
      requests.push({ method: args.method, params: args.params, chainId })
      const params = args.params as { message?: string; transaction?: string }
      if (args.method === 'solana_signMessage') {
        const signature = await signBytes(keyPair.privateKey, decodeBase58(params.message!))
        return { signature: encodeBase58(new Uint8Array(signature)) } as T
      }
      if (args.method === 'solana_signTransaction') {
        const asked = getTransactionDecoder().decode(getBase64Encoder().encode(params.transaction!))
        const signed = await partiallySignTransaction([keyPair], asked)
        if (answer === 'signature') return { signature: encodeBase58(signed.signatures[address]!) } as T
        return { transaction: getBase64Decoder().decode(getTransactionEncoder().encode(signed)) } as T
      }
      throw new Error(`the wallet does not know ${args.method}`)
    },
  }
}
