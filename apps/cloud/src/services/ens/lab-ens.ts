import { type Address, getContractAddress } from 'viem'

/**
 * Anvil's dev account #7 (mnemonic "test test … junk"), used only to deploy and set up the local
 * ENS: the contracts' addresses follow from it and its nonces 0–2, the same on every fresh chain,
 * so a dapp's chain config can name them.
 */
export const ENS_DEPLOYER = {
  address: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
  privateKey: '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356',
} as const satisfies { address: Address; privateKey: `0x${string}` }

/** Where the local ENS contracts land (nonces 0, 1, 2 of the deployer). */
export const LAB_ENS = {
  registry: getContractAddress({ from: ENS_DEPLOYER.address, nonce: 0n }),
  publicResolver: getContractAddress({ from: ENS_DEPLOYER.address, nonce: 1n }),
  universalResolver: getContractAddress({ from: ENS_DEPLOYER.address, nonce: 2n }),
} as const

/** The test name set up at start-up: it resolves to dev account #2, which resolves back to it. */
export const LAB_ENS_NAME = 'carol.eth'
