import { type Address, getContractAddress, type Hex } from 'viem'
import { entryPoint07Address, entryPoint08Address } from 'viem/account-abstraction'

/**
 * Anvil's dev account #6 (mnemonic "test test … junk"), used only for the ERC-4337 contracts: it
 * puts the EntryPoint at its canonical address, then deploys the account factory and the paymaster,
 * so both have the same addresses on every fresh chain. It also signs the paymaster's sponsorships.
 */
export const AA_DEPLOYER = {
  address: '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
  privateKey: '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e',
} as const satisfies { address: Address; privateKey: Hex }

/** Anvil's dev account #5: the bundler's executor, which sends the bundles (handleOps) and pays their gas. */
export const BUNDLER_EXECUTOR = {
  address: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
  privateKey: '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
} as const satisfies { address: Address; privateKey: Hex }

/**
 * The same mnemonic's account #10 (anvil funds only #0–#9; the cloud gives it Ether before the
 * bundler starts): the bundler's utility account, which deploys the bundler's own simulation
 * contracts. A key of its own, so those deployments never move another account's nonce.
 */
export const BUNDLER_UTILITY = {
  address: '0xBcd4042DE499D14e55001CcbB24a551F3b954096',
  privateKey: '0xf214f2b2cd398c806f84e317254e0f0b801d0643303237d97a22a48e01628897',
} as const satisfies { address: Address; privateKey: Hex }

/** Anvil's built-in deterministic deployment proxy (CREATE2), the one the EntryPoint was published through. */
export const CREATE2_PROXY: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C'

/** The salt the EntryPoint v0.7 was deployed with on every public chain: same salt, same bytecode, same address. */
export const ENTRY_POINT_07_SALT: Hex = '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3'

/** The salt the EntryPoint v0.8 was deployed with on every public chain. */
export const ENTRY_POINT_08_SALT: Hex = '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9'

/** Simple7702Account (v0.8) was deployed through the same proxy with a zero salt: its canonical address. */
export const SIMPLE_7702_ACCOUNT_SALT: Hex = `0x${'00'.repeat(32)}`

/**
 * Where the ERC-4337 contracts are on every local chain. The deployer's nonces: 0 the EntryPoint
 * v0.7 (CREATE2), 1 the factory, 2 the v0.7 paymaster, 3 its deposit; 4 the EntryPoint v0.8 and 5
 * Simple7702Account (both CREATE2), 6 the v0.8 paymaster, 7 its deposit.
 */
export const LAB_AA = {
  entryPoint: entryPoint07Address,
  /** SimpleAccountFactory v0.7: the deployer's nonce 1 (nonce 0 is the EntryPoint's CREATE2 call). */
  simpleAccountFactory: getContractAddress({ from: AA_DEPLOYER.address, nonce: 1n }),
  /** VerifyingPaymaster v0.7, its signer the deployer: nonce 2. */
  verifyingPaymaster: getContractAddress({ from: AA_DEPLOYER.address, nonce: 2n }),
  /** EntryPoint v0.8, at its canonical address: the one EIP-7702 accounts use. */
  entryPoint08: entryPoint08Address,
  /** The v0.8 package's Simple7702Account at its canonical address: what an EOA delegates to (EIP-7702). */
  simple7702Account: '0xe6Cae83BdE06E4c305530e199D7217f42808555B' as Address,
  /** LabVerifyingPaymaster08 (v0.7's cannot serve v0.8), its signer the deployer: nonce 6. */
  verifyingPaymaster08: getContractAddress({ from: AA_DEPLOYER.address, nonce: 6n }),
} as const

/** What each paymaster holds at its EntryPoint on a fresh chain (chain B has 500 ETH per account). */
export const PAYMASTER_DEPOSIT_WEI = 50n * 10n ** 18n
