import type { CaipNetwork } from '@appkit/common'
import type { TokenAmount } from '../types/account.js'
import type { AccountApi, ActivityPage, ActivityTransaction, TokenBalance } from '../types/account-api.js'
import type { SendOutcome, SendRequest } from '../types/capabilities.js'
import type { FakeAdapter } from './fake-adapter.js'

export const eth = (amount = '1.5'): TokenBalance => ({
  name: 'Ether',
  symbol: 'ETH',
  caipNetworkId: 'eip155:1',
  amount,
  decimals: 18,
  price: 2500,
  value: Number(amount) * 2500,
})

export const usd = (amount = '100'): TokenBalance => ({
  name: 'Lab USD',
  symbol: 'LUSD',
  caipNetworkId: 'eip155:1',
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  amount,
  decimals: 6,
  price: 1,
  value: Number(amount),
})

export const transaction = (id: string, patch: Partial<ActivityTransaction> = {}): ActivityTransaction => ({
  id,
  hash: `0x${id}`,
  caipNetworkId: 'eip155:1',
  minedAt: '2026-11-23T12:00:00.000Z',
  operationType: 'send',
  status: 'confirmed',
  from: '0xabc',
  to: '0xdef',
  transfers: [{ direction: 'out', amount: '1', symbol: 'ETH' }],
  ...patch,
})

/**
 * Gives a FakeAdapter the account capabilities, scripted: tokens, pages of activity, a wallet
 * that sends and a chain that mines.
 */
export function withAccountFeatures(adapter: FakeAdapter) {
  const script = {
    tokens: async (): Promise<TokenBalance[] | undefined> => [eth(), usd()],
    pages: new Map<string | undefined, ActivityPage>([[undefined, { transactions: [transaction('a')] }]]),
    sent: [] as SendRequest[],
    send: async (_request: SendRequest): Promise<string> => '0xhash',
    receipt: async (): Promise<SendOutcome | undefined> => undefined,
    fee: async () => ({ value: 21_000n * 1_000_000_000n, decimals: 18, symbol: 'ETH' }),
    /** Sending everything, as a UTXO chain would price it; undefined (an account chain) by default. */
    maxSend: async (): Promise<{ amount: bigint; fee: TokenAmount } | undefined> => undefined,
    maxSendAsked: [] as unknown[],
    activityCalls: [] as (string | undefined)[],
    freshCalls: [] as boolean[],
  }
  adapter.balances.getTokenBalances = () => script.tokens()
  Object.assign(adapter, {
    send: {
      send: (request: SendRequest) => {
        script.sent.push(request)
        return script.send(request)
      },
      waitForReceipt: () => script.receipt(),
      isValidAddress: (address: string) => /^0x[0-9a-fA-F]{40}$/.test(address),
    },
    fees: {
      estimateSendFee: () => script.fee(),
      estimateMaxSend: (request: unknown) => {
        script.maxSendAsked.push(request)
        return script.maxSend()
      },
    },
    activity: {
      getTransactions: async ({
        cursor,
        fresh,
      }: {
        caipNetwork: CaipNetwork
        cursor?: string
        fresh?: boolean
      }) => {
        script.activityCalls.push(cursor)
        script.freshCalls.push(Boolean(fresh))
        const page = script.pages.get(cursor)
        if (!page) throw new Error(`no page ${cursor}`)
        return page
      },
    },
  })
  return script
}

/** An AccountApi whose calls a test scripts. */
export function fakeApi(patch: Partial<AccountApi> = {}): AccountApi {
  return {
    getBalances: async () => [],
    getHistory: async () => ({ transactions: [] }),
    getIdentity: async () => ({ name: 'alice.lab.id', avatar: 'http://127.0.0.1/a.png' }),
    getAllowedOrigins: async () => [],
    alertCodeOf: (error) => ((error as { status?: number })?.status === 429 ? 'APKT010' : undefined),
    ...patch,
  }
}
