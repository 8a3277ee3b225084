import { InvalidWalletResponseError } from '@appkit/common'
import type { ContractCallRequest } from '@appkit/controllers/adapter'
import type { Eip1193Provider } from '../eip1193.js'

/** Asks the wallet to send a service-built call (a swap, an approval) as it is; the wallet fills in gas. */
export async function sendContractCall(
  wallet: Eip1193Provider,
  request: ContractCallRequest,
): Promise<string> {
  const transaction = {
    from: request.from,
    to: request.to,
    data: request.data,
    value: `0x${request.value.toString(16)}`,
  }
  const hash = await wallet.request({ method: 'eth_sendTransaction', params: [transaction] })
  if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash)) {
    throw new InvalidWalletResponseError({
      details: 'eth_sendTransaction answered without a transaction hash',
    })
  }
  return hash
}
