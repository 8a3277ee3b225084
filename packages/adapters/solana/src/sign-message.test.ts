import { decodeBase58, encodeBase58 } from '@appkit/common'
import type { WalletConnectAccess } from '@appkit/controllers'
import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { signMessageOverWalletConnect, signMessageWithWallet } from './sign-message.js'

const ADDRESS = 'BqtHJEtRvfSRLh67Qt9pYeCFocGk7r2nKaLymnogR5k7'
const SIGNATURE = new Uint8Array(64).fill(7)

/** A wallet scripted for one test: a fake is fine here, the adapter's e2e uses the real test wallet. */
function walletSigning(signature: unknown): { wallet: Wallet; signed: Uint8Array[] } {
  const signed: Uint8Array[] = []
  const account = { address: ADDRESS, publicKey: decodeBase58(ADDRESS), chains: ['solana:x'], features: [] }
  const wallet = {
    name: 'W',
    accounts: [account],
    features: {
      'solana:signMessage': {
        signMessage: async ({ message }: { message: Uint8Array }) => {
          signed.push(message)
          return [{ signedMessage: message, signature }]
        },
      },
    },
  } as unknown as Wallet
  return { wallet, signed }
}

describe('signing a message', () => {
  it('with a Wallet Standard wallet: the UTF-8 bytes in, the base58 signature out', async () => {
    const { wallet, signed } = walletSigning(SIGNATURE)
    await expect(signMessageWithWallet(wallet, ADDRESS, 'héllo')).resolves.toBe(encodeBase58(SIGNATURE))
    expect(new TextDecoder().decode(signed[0])).toBe('héllo')
  })

  it('refuses a wallet answer that is not a 64-byte signature, and an account the wallet lacks', async () => {
    await expect(
      signMessageWithWallet(walletSigning(new Uint8Array(3)).wallet, ADDRESS, 'x'),
    ).rejects.toThrow('Invalid wallet response')
    await expect(signMessageWithWallet(walletSigning(SIGNATURE).wallet, 'Other', 'x')).rejects.toThrow(
      'Invalid wallet response',
    )
  })

  it("over WalletConnect: base58 both ways, on the dapp's chain", async () => {
    const asked: unknown[] = []
    const wc = {
      connectorId: 'walletConnect',
      request: async (args: unknown, chainId?: string) => {
        asked.push(args, chainId)
        return { signature: encodeBase58(SIGNATURE) }
      },
    } as unknown as WalletConnectAccess
    await expect(signMessageOverWalletConnect(wc, ADDRESS, 'hi', 'solana:x')).resolves.toBe(
      encodeBase58(SIGNATURE),
    )
    expect(asked).toEqual([
      {
        method: 'solana_signMessage',
        params: { message: encodeBase58(new TextEncoder().encode('hi')), pubkey: ADDRESS },
      },
      'solana:x',
    ])
  })
})
