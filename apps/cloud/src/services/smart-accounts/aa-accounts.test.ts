import { createRequire } from 'node:module'
import { getContractAddress, type Hex } from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import {
  AA_DEPLOYER,
  BUNDLER_EXECUTOR,
  BUNDLER_UTILITY,
  CREATE2_PROXY,
  ENTRY_POINT_08_SALT,
  LAB_AA,
  SIMPLE_7702_ACCOUNT_SALT,
} from './aa-accounts.js'

const MNEMONIC = 'test test test test test test test test test test test junk'

describe('the ERC-4337 accounts', () => {
  it("are the dev mnemonic's accounts #6, #5 and #10, each key its address's", () => {
    for (const [account, index] of [
      [AA_DEPLOYER, 6],
      [BUNDLER_EXECUTOR, 5],
      [BUNDLER_UTILITY, 10],
    ] as const) {
      expect(mnemonicToAccount(MNEMONIC, { addressIndex: index }).address).toBe(account.address)
      expect(privateKeyToAccount(account.privateKey).address).toBe(account.address)
    }
  })

  it('put the EntryPoints and Simple7702Account at their canonical addresses and the rest at the deployer’s nonces', () => {
    expect(LAB_AA).toEqual({
      entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
      simpleAccountFactory: getContractAddress({ from: AA_DEPLOYER.address, nonce: 1n }),
      verifyingPaymaster: getContractAddress({ from: AA_DEPLOYER.address, nonce: 2n }),
      entryPoint08: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
      simple7702Account: '0xe6Cae83BdE06E4c305530e199D7217f42808555B',
      verifyingPaymaster08: getContractAddress({ from: AA_DEPLOYER.address, nonce: 6n }),
    })
  })

  it('land the v0.8 contracts where their published salts and bytecode put them through the proxy', () => {
    const v08 = (name: string) =>
      createRequire(import.meta.url)(`@account-abstraction/contracts-v08/artifacts/${name}.json`) as {
        bytecode: Hex
      }
    const create2 = (salt: Hex, name: string) =>
      getContractAddress({ opcode: 'CREATE2', from: CREATE2_PROXY, salt, bytecode: v08(name).bytecode })
    expect(create2(ENTRY_POINT_08_SALT, 'EntryPoint')).toBe(LAB_AA.entryPoint08)
    expect(create2(SIMPLE_7702_ACCOUNT_SALT, 'Simple7702Account')).toBe(LAB_AA.simple7702Account)
  })
})
