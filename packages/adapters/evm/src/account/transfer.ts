import { InvalidWalletResponseError } from '@appkit/common'
import type { SendRequest } from '@appkit/controllers/adapter'
import type { Eip1193Provider } from '../eip1193.js'
import { transferCallData } from './erc20.js'

export interface TransferTransaction {
  from: string
  to: string
  value?: `0x${string}`
  data?: `0x${string}`
}

/** The transaction that moves the native coin, or calls the token's `transfer`. */
export function transferTransaction({
  from,
  to,
  amount,
  token,
}: Omit<SendRequest, 'connectorId' | 'caipNetwork'>) {
  const transaction: TransferTransaction = token
    ? { from, to: token.address, data: transferCallData(to, amount) }
    : { from, to, value: `0x${amount.toString(16)}` }
  return transaction
}

/** Asks the wallet to send the transfer; the wallet fills in gas, fees and nonce. */
export async function sendTransfer(wallet: Eip1193Provider, request: SendRequest): Promise<string> {
  const hash = await wallet.request({ method: 'eth_sendTransaction', params: [transferTransaction(request)] })
  if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash)) {
    throw new InvalidWalletResponseError({
      details: 'eth_sendTransaction answered without a transaction hash',
    })
  }
  return hash
}
