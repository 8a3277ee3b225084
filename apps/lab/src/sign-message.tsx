import { encodeBase58 } from '@appkit/common'
import type { BitcoinProvider } from 'appkit/adapters/bitcoin'
import type { Eip1193Provider } from 'appkit/adapters/evm'
import type { SolanaProvider } from 'appkit/adapters/solana'
import { useAppKitAccount, useAppKitNetwork, useAppKitProvider } from 'appkit/react'
import { useState } from 'react'
import { stringToHex } from 'viem'

/**
 * Signs with the wallet's provider, the way a dapp does: personal_sign on EVM (as with viem or
 * ethers), the Solana provider's signMessage on Solana (base58 signature shown), the Bitcoin
 * provider's BIP-322 signMessage on Bitcoin (base64), whether the wallet is in the browser or on a
 * phone over WalletConnect.
 */
export function SignMessage() {
  const { address } = useAppKitAccount()
  const { caipNetworkId } = useAppKitNetwork()
  const evm = useAppKitProvider<Eip1193Provider>('eip155')
  const solana = useAppKitProvider<SolanaProvider>('solana')
  const bitcoin = useAppKitProvider<BitcoinProvider>('bip122')
  const [message, setMessage] = useState('Hello from the AppKit lab')
  const [signature, setSignature] = useState<string>()
  const [error, setError] = useState<string>()

  async function signOnSolana(): Promise<string> {
    return encodeBase58(await solana.walletProvider!.signMessage(new TextEncoder().encode(message)))
  }

  async function sign() {
    setSignature(undefined)
    setError(undefined)
    try {
      const result = caipNetworkId?.startsWith('solana:')
        ? await signOnSolana()
        : caipNetworkId?.startsWith('bip122:')
          ? // BIP-322 (base64), from the payment address.
            await bitcoin.walletProvider!.signMessage({ message })
          : await evm.walletProvider!.request({
              method: 'personal_sign',
              params: [stringToHex(message), address],
            })
      setSignature(String(result))
    } catch (e) {
      console.error('[lab] sign message failed', e)
      setError((e as { message?: string }).message ?? String(e))
    }
  }

  return (
    <section aria-label="Sign message">
      <label>
        Message <input value={message} onChange={(e) => setMessage(e.target.value)} />
      </label>{' '}
      <button type="button" onClick={sign}>
        Sign message
      </button>
      {signature && <output data-testid="signature">{signature}</output>}
      {error && (
        <p role="alert" data-testid="sign-error">
          {error}
        </p>
      )}
    </section>
  )
}
