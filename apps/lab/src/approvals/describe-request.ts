import type { PendingRequest } from '@appkit/testing'
import { decodeFunctionData, erc20Abi, type Hex, hexToNumber, hexToString, isHex } from 'viem'
import { amount, type Coin, type Coins } from './coins.js'
import { psbtOutputs } from './psbt-outputs.js'
import { describeSolanaTransaction } from './solana-transaction.js'

/** What a wallet's popup says about one request: what is asked, then the facts a person checks. */
export interface RequestDescription {
  action: string
  details: [label: string, value: string][]
}

type Params = readonly unknown[]

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/** A message as the person reads it: hex that decodes to text is shown as that text. */
function readableMessage(value: unknown): string {
  if (typeof value !== 'string' || !isHex(value)) return text(value)
  const decoded = hexToString(value)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters mean it is not text.
  return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(decoded) ? value : decoded
}

function evmTransaction(params: Params, coins: Coins): RequestDescription {
  const tx = record(params[0])
  const details: RequestDescription['details'] = []
  const data = typeof tx.data === 'string' ? (tx.data as Hex) : undefined
  const transfer = data ? erc20Transfer(data) : undefined
  if (transfer) {
    details.push(['Token', text(tx.to)], ['To', transfer.to], ['Amount', `${transfer.units} token units`])
  } else {
    details.push(['To', tx.to === undefined ? 'a new contract' : text(tx.to)])
    details.push(['Amount', amount(typeof tx.value === 'string' ? BigInt(tx.value) : 0n, coins.eip155)])
    if (data && data !== '0x') details.push(['Data', `${(data.length - 2) / 2} bytes`])
  }
  if (typeof tx.from === 'string') details.push(['From', tx.from])
  return { action: transfer ? 'Send tokens' : 'Send a transaction', details }
}

function erc20Transfer(data: Hex): { to: string; units: string } | undefined {
  try {
    const call = decodeFunctionData({ abi: erc20Abi, data })
    if (call.functionName !== 'transfer') return undefined
    const [to, units] = call.args
    return { to, units: units.toString() }
  } catch {
    return undefined
  }
}

function chainId(value: unknown): string {
  return typeof value === 'string' && isHex(value) ? String(hexToNumber(value)) : text(value)
}

/** Each output's receiver and amount; one paying back to a signing account is the change. */
function describeBitcoinTransaction(param: Record<string, unknown>, btc: Coin): [string, string][] {
  const signers = new Set(
    ((param.inputsToSign as { account?: unknown }[] | undefined) ?? []).map(({ account }) => account),
  )
  const psbt = Uint8Array.from(atob(text(param.psbt)), (char) => char.charCodeAt(0))
  return psbtOutputs(psbt).flatMap(({ address, satoshis }): [string, string][] => [
    [signers.has(address) ? 'Change to' : 'To', address],
    ['Amount', amount(satoshis, btc)],
  ])
}

const CONNECT = { action: 'Connect to this site', details: [] }

function describeEvm(method: string, params: Params, coins: Coins): RequestDescription | undefined {
  switch (method) {
    case 'eth_requestAccounts':
    case 'wallet_requestPermissions':
      return CONNECT
    case 'personal_sign':
      return {
        action: 'Sign a message',
        details: [
          ['Message', readableMessage(params[0])],
          ['Account', text(params[1])],
        ],
      }
    case 'eth_signTypedData_v4': {
      const typed = record(typeof params[1] === 'string' ? JSON.parse(params[1]) : params[1])
      return {
        action: 'Sign typed data',
        details: [
          ['Type', text(typed.primaryType)],
          ['Message', JSON.stringify(typed.message, null, 1)],
          ['Account', text(params[0])],
        ],
      }
    }
    case 'eth_sendTransaction':
      return evmTransaction(params, coins)
    case 'wallet_addEthereumChain': {
      const chain = record(params[0])
      return {
        action: 'Add a network',
        details: [
          ['Network', text(chain.chainName)],
          ['Chain id', chainId(chain.chainId)],
          ['RPC', text((chain.rpcUrls as unknown[] | undefined)?.[0])],
        ],
      }
    }
    case 'wallet_switchEthereumChain':
      return { action: 'Switch network', details: [['Chain id', chainId(record(params[0]).chainId)]] }
    default:
      return undefined
  }
}

function describeStandard(method: string, params: Params, coins: Coins): RequestDescription | undefined {
  const first = record(params[0])
  switch (method) {
    case 'standard:connect':
    case 'bitcoin:connect':
      return CONNECT
    case 'solana:signMessage':
    case 'bitcoin:signMessage':
      return {
        action: 'Sign a message',
        details: [
          ['Message', text(first.message)],
          ['Account', text(first.account)],
        ],
      }
    case 'solana:signTransaction':
    case 'solana:signAndSendTransaction':
      return {
        action: method === 'solana:signTransaction' ? 'Sign a transaction' : 'Sign and send a transaction',
        details: params.flatMap((param) =>
          describeSolanaTransaction(text(record(param).transaction), coins.solana),
        ),
      }
    case 'bitcoin:signTransaction':
      return {
        action: 'Sign a Bitcoin transaction',
        details: params.flatMap((param) => describeBitcoinTransaction(record(param), coins.bip122)),
      }
    default:
      return undefined
  }
}

/**
 * A pending request as a wallet's popup puts it: the action, then amounts in coins, the receiver and
 * a message's text. A request the lab does not know is shown as its method and raw parameters.
 */
export function describeRequest(request: PendingRequest, coins: Coins): RequestDescription {
  const params: Params = Array.isArray(request.params) ? request.params : [request.params]
  try {
    const known =
      describeEvm(request.method, params, coins) ?? describeStandard(request.method, params, coins)
    if (known) return known
  } catch {
    // A malformed request is what the lab exists to show: fall through to its raw parameters.
  }
  return { action: request.method, details: [['Parameters', JSON.stringify(request.params, null, 1)]] }
}
