import { isEvmAddress } from '@appkit/common'
import type { ActivityTransaction, ChainAdapter, TokenBalance } from '@appkit/controllers'
import type { SendRequest } from '@appkit/controllers/adapter'
import { ADDRESS } from './render.js'
import { stubAdapter } from './stub-adapter.js'

// Test-only: the stub adapter with the send, fee and activity capabilities, recording the sends.

export const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

export function capableAdapter({
  transactions = [] as ActivityTransaction[],
  tokens = undefined as TokenBalance[] | undefined,
  sendResult = async (_request: SendRequest) => '0xhash',
} = {}) {
  const sent: SendRequest[] = []
  const adapter: ChainAdapter & { sent: SendRequest[] } = {
    ...stubAdapter(ADDRESS),
    sent,
    balances: {
      ...stubAdapter(ADDRESS).balances!,
      ...(tokens && { getTokenBalances: async () => tokens }),
    },
    send: {
      send: async (request) => {
        sent.push(request)
        return sendResult(request)
      },
      waitForReceipt: async () => 'confirmed',
      isValidAddress: (address) => isEvmAddress(address),
    },
    fees: {
      estimateSendFee: async () => ({ value: 21_000_000_000_000n, decimals: 18, symbol: 'ETH' }),
    },
    activity: {
      getTransactions: async () => ({ transactions, next: undefined }),
    },
  }
  return adapter
}
