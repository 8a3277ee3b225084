import type { Eip1193Provider } from 'appkit/adapters/evm'
import { useAppKitAccount, useAppKitProvider } from 'appkit/react'
import { useState } from 'react'
import { stringToHex } from 'viem'

/** Signs with the wallet's own provider, the way a dapp does with viem or ethers. */
export function SignMessage() {
  const { address } = useAppKitAccount()
  const { walletProvider } = useAppKitProvider<Eip1193Provider>('eip155')
  const [message, setMessage] = useState('Hello from the AppKit lab')
  const [signature, setSignature] = useState<string>()
  const [error, setError] = useState<string>()

  async function sign() {
    setSignature(undefined)
    setError(undefined)
    try {
      const result = await walletProvider!.request({
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
