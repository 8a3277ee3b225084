import { AppKitButton, AppKitNetworkButton } from 'appkit/react'
import { type FormEvent, useState } from 'react'
import { type Address, formatEther, parseEther } from 'viem'
import {
  useBalance,
  useChainId,
  useChains,
  useConnection,
  useDisconnect,
  useSendTransaction,
  useSignMessage,
  useSwitchChain,
  useWaitForTransactionReceipt,
} from 'wagmi'

/** Everything but connecting is wagmi's hooks: the modal and wagmi must agree on what they show. */
export function App() {
  const { address, status } = useConnection()
  const chainId = useChainId()
  return (
    <main>
      <h1>wagmi example</h1>
      <AppKitButton />
      <AppKitNetworkButton />
      <dl>
        <dt>Status</dt>
        <dd data-testid="wagmi-status">{status}</dd>
        <dt>Address</dt>
        <dd data-testid="wagmi-address">{address ?? '—'}</dd>
        <dt>Chain</dt>
        <dd data-testid="wagmi-chain-id">{chainId}</dd>
      </dl>
      <SwitchChain />
      {address && <Account address={address} />}
    </main>
  )
}

function Account({ address }: { address: Address }) {
  const { data: balance } = useBalance({ address })
  const { mutate: disconnect } = useDisconnect()
  return (
    <section>
      <p>
        Balance:{' '}
        <span data-testid="wagmi-balance">
          {balance ? `${formatEther(balance.value)} ${balance.symbol}` : '…'}
        </span>
      </p>
      <button type="button" onClick={() => disconnect()}>
        Disconnect (wagmi)
      </button>
      <SendTransaction />
      <SignMessage />
    </section>
  )
}

function SwitchChain() {
  const chains = useChains()
  const chainId = useChainId()
  const { mutate: switchChain, error } = useSwitchChain()
  return (
    <section aria-label="Switch chain (wagmi)">
      {chains.map((chain) => (
        <button
          key={chain.id}
          type="button"
          disabled={chain.id === chainId}
          onClick={() => switchChain({ chainId: chain.id })}
        >
          Switch to {chain.name}
        </button>
      ))}
      {error && <p role="alert">{error.message}</p>}
    </section>
  )
}

function SendTransaction() {
  const [to, setTo] = useState('')
  const [amount, setAmount] = useState('')
  const { mutate: sendTransaction, data: hash, error, isPending } = useSendTransaction()
  const { isSuccess } = useWaitForTransactionReceipt({ hash })
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    sendTransaction({ to: to as Address, value: parseEther(amount) })
  }
  return (
    <form onSubmit={onSubmit} aria-label="Send transaction (wagmi)">
      <label>
        To <input value={to} onChange={(e) => setTo(e.target.value)} />
      </label>
      <label>
        Amount (ETH) <input value={amount} onChange={(e) => setAmount(e.target.value)} />
      </label>
      <button type="submit" disabled={isPending}>
        Send
      </button>
      {hash && <p data-testid="wagmi-tx-hash">{hash}</p>}
      {isSuccess && <p data-testid="wagmi-tx-status">Confirmed</p>}
      {error && <p role="alert">{error.message}</p>}
    </form>
  )
}

function SignMessage() {
  const { mutate: signMessage, data: signature, error } = useSignMessage()
  return (
    <section aria-label="Sign message (wagmi)">
      <button type="button" onClick={() => signMessage({ message: 'Hello from wagmi' })}>
        Sign message
      </button>
      {signature && <p data-testid="wagmi-signature">{signature}</p>}
      {error && <p role="alert">{error.message}</p>}
    </section>
  )
}
