import { describe, expect, it } from 'vitest'
import { toActivityTransaction, toIdentity, toTokenBalance } from './to-account-types.js'

describe('the API answers as the core reads them', () => {
  it('a token: plain contract address, numeric decimals, absent instead of null', () => {
    expect(
      toTokenBalance({
        name: 'Lab USD',
        symbol: 'LUSD',
        chainId: 'eip155:31337',
        address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
        value: 12.5,
        price: 1,
        quantity: { decimals: '6', numeric: '12.5' },
        iconUrl: null,
      }),
    ).toEqual({
      name: 'Lab USD',
      symbol: 'LUSD',
      caipNetworkId: 'eip155:31337',
      address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      amount: '12.5',
      decimals: 6,
      price: 1,
      value: 12.5,
      iconUrl: undefined,
    })
    const native = {
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:1',
      quantity: { decimals: '18', numeric: '1' },
    }
    expect(toTokenBalance(native)).toMatchObject({ address: undefined, decimals: 18, price: undefined })
    expect(toTokenBalance({ ...native, chainId: 'not-a-chain' })).toBeUndefined()
    // A contract not written as a CAIP-10 of the same chain is dropped, never taken for the native coin.
    expect(
      toTokenBalance({ ...native, address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' }),
    ).toBeUndefined()
    expect(
      toTokenBalance({ ...native, address: 'eip155:10:0x5FbDB2315678afecb367f032d93F642f64180aa3' }),
    ).toBeUndefined()
  })

  it('a transaction: its metadata flattened, fungible and NFT transfers, spam flags kept', () => {
    const transaction = toActivityTransaction({
      id: 't1',
      metadata: {
        operationType: 'send',
        hash: '0xabc',
        minedAt: '2026-11-23T12:00:00.000Z',
        sentFrom: '0x1',
        sentTo: '0x2',
        status: 'confirmed',
        chain: 'eip155:31337',
      },
      transfers: [
        {
          direction: 'out',
          quantity: { numeric: '1.5' },
          value: 3000,
          fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'http://127.0.0.1/eth.png' } },
        },
        {
          direction: 'in',
          quantity: { numeric: '1' },
          nft_info: { name: 'Free mint', flags: { is_spam: true }, content: null },
        },
      ],
    })
    expect(transaction).toEqual({
      id: 't1',
      hash: '0xabc',
      caipNetworkId: 'eip155:31337',
      minedAt: '2026-11-23T12:00:00.000Z',
      operationType: 'send',
      status: 'confirmed',
      from: '0x1',
      to: '0x2',
      transfers: [
        {
          direction: 'out',
          amount: '1.5',
          symbol: 'ETH',
          name: 'Ether',
          iconUrl: 'http://127.0.0.1/eth.png',
          value: 3000,
          nft: undefined,
        },
        {
          direction: 'in',
          amount: '1',
          symbol: undefined,
          name: 'Free mint',
          iconUrl: undefined,
          value: undefined,
          nft: { name: 'Free mint', spam: true, imageUrl: undefined },
        },
      ],
    })
  })

  it('an identity without a name or avatar has neither', () => {
    expect(toIdentity({ name: null })).toEqual({ name: undefined, avatar: undefined })
    expect(toIdentity({ name: 'alice.lab.id', avatar: 'http://127.0.0.1/a.png' })).toEqual({
      name: 'alice.lab.id',
      avatar: 'http://127.0.0.1/a.png',
    })
  })
})
