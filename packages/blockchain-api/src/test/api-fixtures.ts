// Answers of the blockchain API as API.md shows them, shared by the schema and client tests.

export const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const LUSD = 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3'
export const NATIVE = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

export const ether = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  value: 25000.5,
  price: 2500.05,
  quantity: { decimals: '18', numeric: '10.0002' },
  iconUrl: 'http://127.0.0.1:8787/public/getTokenImage/ETH',
}

export const labUsd = {
  name: 'Lab USD',
  symbol: 'LUSD',
  chainId: 'eip155:31337',
  address: LUSD,
  value: 1000000,
  price: 1,
  quantity: { decimals: '6', numeric: '1000000' },
  iconUrl: 'http://127.0.0.1:8787/public/getTokenImage/LUSD',
}

export const etherPrice = {
  name: 'Ether',
  symbol: 'ETH',
  iconUrl: 'http://127.0.0.1:8787/public/getTokenImage/ETH',
  price: 2500.05,
  address: NATIVE,
}

export const send = {
  id: '0xhash:0',
  metadata: {
    operationType: 'send',
    hash: '0xhash',
    minedAt: '2026-11-23T12:00:00.000Z',
    sentFrom: ACCOUNT,
    sentTo: OTHER,
    status: 'confirmed',
    nonce: 3,
    chain: 'eip155:31337',
  },
  transfers: [
    {
      direction: 'out',
      quantity: { numeric: '1.5' },
      price: 2500.05,
      value: 3750.07,
      fungible_info: {
        name: 'Ether',
        symbol: 'ETH',
        icon: { url: 'http://127.0.0.1:8787/public/getTokenImage/ETH' },
      },
    },
  ],
}

export const spamNft = {
  ...send,
  id: '0xspam:0',
  metadata: { ...send.metadata, operationType: 'receive', hash: '0xspam', nonce: null },
  transfers: [{ direction: 'in', quantity: { numeric: '1' }, nft_info: { flags: { is_spam: true } } }],
}

export const nativeAsset = {
  address: 'native',
  balance: '0x8ac7230489e80000',
  type: 'NATIVE',
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 2500.05, iconUrl: 'http://x/ETH' },
}

export const tokenAsset = {
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  balance: '0xe8d4a51000',
  type: 'ERC20',
  metadata: { name: 'Lab USD', symbol: 'LUSD', decimals: 6 },
}
