import {
  arbitrum as viemArbitrum,
  aurora as viemAurora,
  avalanche as viemAvalanche,
  base as viemBase,
  bsc as viemBsc,
  celo as viemCelo,
  gnosis as viemGnosis,
  mainnet as viemMainnet,
  optimism as viemOptimism,
  polygon as viemPolygon,
  sepolia as viemSepolia,
  zksync as viemZksync,
  zora as viemZora,
} from 'viem/chains'
import { defineEvmNetwork, type EvmCaipNetwork } from './define-evm-network.js'

// One const per network, each call marked pure, so a bundler drops every network the dapp does
// not import. Other viem chains convert the same way: `defineEvmNetwork(chain)`. The annotations
// are needed because the inferred types name viem internals that declaration files cannot reach.

export const mainnet: EvmCaipNetwork<typeof viemMainnet> = /* @__PURE__ */ defineEvmNetwork(viemMainnet)
export const sepolia: EvmCaipNetwork<typeof viemSepolia> = /* @__PURE__ */ defineEvmNetwork(viemSepolia)
export const optimism: EvmCaipNetwork<typeof viemOptimism> = /* @__PURE__ */ defineEvmNetwork(viemOptimism)
export const arbitrum: EvmCaipNetwork<typeof viemArbitrum> = /* @__PURE__ */ defineEvmNetwork(viemArbitrum)
export const polygon: EvmCaipNetwork<typeof viemPolygon> = /* @__PURE__ */ defineEvmNetwork(viemPolygon)
export const celo: EvmCaipNetwork<typeof viemCelo> = /* @__PURE__ */ defineEvmNetwork(viemCelo)
export const aurora: EvmCaipNetwork<typeof viemAurora> = /* @__PURE__ */ defineEvmNetwork(viemAurora)
export const bsc: EvmCaipNetwork<typeof viemBsc> = /* @__PURE__ */ defineEvmNetwork(viemBsc)
export const avalanche: EvmCaipNetwork<typeof viemAvalanche> = /* @__PURE__ */ defineEvmNetwork(viemAvalanche)
export const zksync: EvmCaipNetwork<typeof viemZksync> = /* @__PURE__ */ defineEvmNetwork(viemZksync)
export const gnosis: EvmCaipNetwork<typeof viemGnosis> = /* @__PURE__ */ defineEvmNetwork(viemGnosis)
export const base: EvmCaipNetwork<typeof viemBase> = /* @__PURE__ */ defineEvmNetwork(viemBase)
export const zora: EvmCaipNetwork<typeof viemZora> = /* @__PURE__ */ defineEvmNetwork(viemZora)
