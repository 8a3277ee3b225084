import type { ChainAdapter } from 'appkit/react'

// The shapes an adapter's capabilities answer with, as the adapter interface names them.
type Capabilities = Required<Pick<ChainAdapter, 'balances' | 'activity' | 'identity'>>
type TokenBalance = NonNullable<
  Awaited<ReturnType<NonNullable<Capabilities['balances']['getTokenBalances']>>>
>[number]
type ActivityTransaction = Awaited<
  ReturnType<Capabilities['activity']['getTransactions']>
>['transactions'][number]
type Identity = Awaited<ReturnType<Capabilities['identity']['getIdentity']>>

/** What a tile's wallet and chain answer: the state the views are shown in. */
export interface GalleryData {
  walletNames: string[]
  nativeBalance: bigint
  tokens: Omit<TokenBalance, 'caipNetworkId'>[]
  transactions: Omit<ActivityTransaction, 'caipNetworkId'>[]
  identity: Identity | undefined
  /** Every read waits forever. */
  loading: boolean
  /** Token and activity reads fail. */
  failing: boolean
}

const ETHER = 10n ** 18n
const RECEIVER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

const token = (index: number): Omit<TokenBalance, 'caipNetworkId'> => ({
  name: `Lab Token ${index + 1}`,
  symbol: `LT${index + 1}`,
  address: `0x${(index + 1).toString(16).padStart(40, '0')}`,
  amount: String((index + 1) * 1250.5),
  decimals: 18,
  price: 1 + index / 10,
  value: (index + 1) * 1250.5 * (1 + index / 10),
})

const transfer = (index: number): Omit<ActivityTransaction, 'caipNetworkId'> => ({
  id: `tx-${index}`,
  hash: `0x${(index + 1).toString(16).padStart(64, '0')}`,
  minedAt: new Date(Date.UTC(2026, 10, 20, 12, index)).toISOString(),
  operationType: index % 2 === 0 ? 'send' : 'receive',
  status: 'confirmed',
  from: index % 2 === 0 ? '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' : RECEIVER,
  to: index % 2 === 0 ? RECEIVER : '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  transfers: [
    { direction: index % 2 === 0 ? 'out' : 'in', amount: `${index + 1}.5`, symbol: 'ETH', value: 3000 },
  ],
})

export const SOME: GalleryData = {
  walletNames: ['Gallery Wallet', 'Second Wallet'],
  nativeBalance: 12n * ETHER + ETHER / 4n,
  tokens: [
    { name: 'Ether', symbol: 'ETH', amount: '12.25', decimals: 18, price: 3000, value: 36750 },
    token(0),
    token(1),
  ],
  transactions: [transfer(0), transfer(1), transfer(2)],
  identity: { name: 'alice.lab.id' },
  loading: false,
  failing: false,
}

export const EMPTY: GalleryData = {
  ...SOME,
  nativeBalance: 0n,
  tokens: [],
  transactions: [],
  identity: undefined,
}

export const MANY: GalleryData = {
  ...SOME,
  tokens: [...SOME.tokens, ...Array.from({ length: 40 }, (_, index) => token(index + 2))],
  transactions: Array.from({ length: 40 }, (_, index) => transfer(index)),
}

/** Names at the length real ones reach: ENS subnames, wallets that add their vendor, long tokens. */
export const LONG: GalleryData = {
  ...SOME,
  walletNames: [
    'The Extraordinarily Long-Named Browser Extension Wallet',
    'Second Wallet With A Name That Also Goes On',
  ],
  nativeBalance: 123_456_789n * ETHER,
  tokens: [
    {
      name: 'A Token Whose Issuer Wanted Every Word In The Name',
      symbol: 'LONGSYMBOLTOKEN',
      // A memecoin's amounts: billions of tokens at a fraction of a cent.
      amount: '98765432109.123456',
      decimals: 18,
      price: 0.0000123,
      value: 1_214_814.81,
    },
    ...SOME.tokens,
  ],
  identity: { name: 'a-very-long-subname.of-a-long-domain.lab.id' },
}

export const LOADING: GalleryData = { ...SOME, loading: true }

/** A send the chain has not mined yet: no time, status pending (a transaction's loading state). */
export const PENDING: GalleryData = {
  ...SOME,
  transactions: [{ ...transfer(0), minedAt: '', status: 'pending' }, transfer(1)],
}
export const FAILING: GalleryData = { ...SOME, failing: true }
