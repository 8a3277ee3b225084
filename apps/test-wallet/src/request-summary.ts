import { formatEther, hexToBytes, isHex } from 'viem'
import { bitcoinSummary } from './bitcoin-request-summary.js'
import { solanaSummary } from './solana-request-summary.js'
import type { SummaryLine } from './summary-line.js'

/**
 * What a person should read before approving a request: the decoded message of personal_sign,
 * the recipient and amount of a transaction, the chain of a switch, a Solana message or the signers
 * of a Solana transaction, a Bitcoin message or PSBT. Never throws: a malformed request is shown as its raw parameters.
 */
export function summarizeRequest(method: string, params: unknown): SummaryLine[] {
  const list = Array.isArray(params) ? params : [params]
  try {
    switch (method) {
      case 'personal_sign':
        return [
          { label: 'Message', value: decodeMessage(list[0]) },
          { label: 'Account', value: String(list[1] ?? '') },
        ]
      case 'eth_sendTransaction':
        return transactionLines(list[0])
      case 'eth_signTypedData_v4':
        return typedDataLines(list[1])
      case 'wallet_switchEthereumChain':
      case 'wallet_addEthereumChain':
        return chainLines(list[0])
    }
    const solana = solanaSummary(method, params)
    if (solana) return solana
    const bitcoin = bitcoinSummary(method, params)
    if (bitcoin) return bitcoin
  } catch {
    // Fall through to the raw parameters.
  }
  return [{ label: 'Parameters', value: JSON.stringify(params) ?? 'none' }]
}

/** The text of a personal_sign message: UTF-8 when the hex decodes to text, else the hex itself. */
export function decodeMessage(message: unknown): string {
  if (typeof message !== 'string') return JSON.stringify(message) ?? ''
  if (!isHex(message)) return message
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(message))
  } catch {
    return message
  }
}

function transactionLines(tx: unknown): SummaryLine[] {
  const { to, value, data } = record(tx)
  const lines: SummaryLine[] = [
    { label: 'To', value: typeof to === 'string' ? to : 'a new contract' },
    { label: 'Value', value: `${formatEther(BigInt(typeof value === 'string' ? value : 0))} ETH` },
  ]
  if (typeof data === 'string' && data !== '0x') lines.push({ label: 'Data', value: data })
  return lines
}

function typedDataLines(typedData: unknown): SummaryLine[] {
  const parsed = record(typeof typedData === 'string' ? JSON.parse(typedData) : typedData)
  const domain = record(parsed.domain)
  return [
    { label: 'Type', value: String(parsed.primaryType) },
    { label: 'Domain', value: [domain.name, domain.chainId].filter((x) => x !== undefined).join(', ') },
    { label: 'Message', value: JSON.stringify(parsed.message) },
  ]
}

function chainLines(param: unknown): SummaryLine[] {
  const { chainId, chainName } = record(param)
  const id =
    typeof chainId === 'string' ? Number.parseInt(chainId, chainId.startsWith('0x') ? 16 : 10) : chainId
  const lines = [{ label: 'Chain', value: `eip155:${id}` }]
  if (typeof chainName === 'string') lines.push({ label: 'Name', value: chainName })
  return lines
}

function record(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) throw new TypeError('not an object')
  return value as Record<string, unknown>
}
