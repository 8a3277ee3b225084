import { encodeBase58 } from '@appkit/common'
import type { Eip1193Provider } from 'appkit/adapters/evm'
import { useAppKitAccount, useAppKitNetwork, useAppKitProvider } from 'appkit/react'
import { useState } from 'react'
import { stringToHex } from 'viem'

type SolanaWallet = {
  accounts: readonly { address: string }[]
  features: Record<string, unknown>
}
type SignMessageFeature = {
  signMessage(input: { account: unknown; message: Uint8Array }): Promise<{ signature: Uint8Array }[]>
}

/**
 * Signs with the wallet's own provider, the way a dapp does: personal_sign on EVM (as with viem or
 * ethers), the Wallet Standard's solana:signMessage on Solana (base58 signature shown).
 */
export function SignMessage() {
  const { address } = useAppKitAccount()
  const { caipNetworkId } = useAppKitNetwork()
  const evm = useAppKitProvider<Eip1193Provider>('eip155')
  const solana = useAppKitProvider<SolanaWallet>('solana')
  const [message, setMessage] = useState('Hello from the AppKit lab')
  const [signature, setSignature] = useState<string>()
  const [error, setError] = useState<string>()

  async function signOnSolana(): Promise<string> {
    const wallet = solana.walletProvider!
    const account = wallet.accounts.find((a) => a.address === address)
    const feature = wallet.features['solana:signMessage'] as SignMessageFeature
    const [signed] = await feature.signMessage({ account, message: new TextEncoder().encode(message) })
    return encodeBase58(signed!.signature)
  }

  async function sign() {
    setSignature(undefined)
    setError(undefined)
    try {
      const result = caipNetworkId?.startsWith('solana:')
        ? await signOnSolana()
        : await evm.walletProvider!.request({
            method: 'personal_sign',
            params: [stringToHex(message), address],
          })
      setSignature(String(result))
    } catch (e) {
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
