// Each namespace's networks come from its adapter's package; this entry keeps the one import path
// dapps use for all of them.

export { bitcoin, bitcoinSignet, bitcoinTestnet } from '@appkit/adapter-bitcoin/networks'
export {
  arbitrum,
  aurora,
  avalanche,
  base,
  bsc,
  celo,
  defineEvmNetwork,
  gnosis,
  mainnet,
  optimism,
  polygon,
  sepolia,
  zksync,
  zora,
} from '@appkit/adapter-evm/networks'
export { solana, solanaDevnet, solanaTestnet } from '@appkit/adapter-solana/networks'
export { defineNetwork } from '@appkit/common'
