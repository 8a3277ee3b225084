import {
  type Address,
  type Chain,
  type Client,
  decodeFunctionData,
  encodeFunctionData,
  type Hex,
  type LocalAccount,
  type Transport,
} from 'viem'
import {
  entryPoint07Abi,
  entryPoint07Address,
  getUserOperationHash,
  type SmartAccount,
  toSmartAccount,
} from 'viem/account-abstraction'
import { readContract } from 'viem/actions'
import { LAB_AA } from './aa-accounts.js'
import { aaArtifact } from './aa-artifacts.js'

export interface SimpleAccountOptions {
  /** A client of the chain (a public client is enough: the owner signs). */
  client: Client<Transport, Chain | undefined, undefined>
  owner: LocalAccount
  /** Which of the owner's accounts (the factory's salt); 0 by default. */
  index?: bigint
  factory?: Address
}

const account = aaArtifact('SimpleAccount')
const factory = aaArtifact('SimpleAccountFactory')

// A well-formed signature (its s in the lower half) that recovers to some address: a stand-in
// while the bundler estimates gas, so the account's ECDSA check runs to the end instead of reverting.
const STUB_SIGNATURE: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

/**
 * The SimpleAccount v0.7 of `@account-abstraction/contracts` as a viem smart account, made by the
 * cloud's factory (LAB_AA): viem ships this for other account kinds only. It batches with
 * `executeBatch` and signs a user operation's hash as a personal message of its owner.
 */
export function toLabSimpleAccount(options: SimpleAccountOptions): Promise<SmartAccount> {
  const { client, owner, index = 0n, factory: factoryAddress = LAB_AA.simpleAccountFactory } = options
  let address: Address | undefined
  const getAddress = async () => {
    address ??= (await readContract(client, {
      address: factoryAddress,
      abi: factory.abi,
      functionName: 'getAddress',
      args: [owner.address, index],
    })) as Address
    return address
  }
  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint07Abi, address: entryPoint07Address, version: '0.7' },
    getAddress,
    async getFactoryArgs() {
      const factoryData = encodeFunctionData({
        abi: factory.abi,
        functionName: 'createAccount',
        args: [owner.address, index],
      })
      return { factory: factoryAddress, factoryData }
    },
    async encodeCalls(calls) {
      if (calls.length === 1) {
        const [call] = calls as [(typeof calls)[number]]
        return encodeFunctionData({
          abi: account.abi,
          functionName: 'execute',
          args: [call.to, call.value ?? 0n, call.data ?? '0x'],
        })
      }
      return encodeFunctionData({
        abi: account.abi,
        functionName: 'executeBatch',
        args: [
          calls.map((call) => call.to),
          calls.map((call) => call.value ?? 0n),
          calls.map((call) => call.data ?? '0x'),
        ],
      })
    },
    async decodeCalls(data) {
      const decoded = decodeFunctionData({ abi: account.abi, data })
      const args = decoded.args as readonly unknown[]
      if (decoded.functionName === 'execute') {
        return [{ to: args[0] as Address, value: args[1] as bigint, data: args[2] as Hex }]
      }
      if (decoded.functionName === 'executeBatch') {
        const [targets, values, datas] = args as [Address[], bigint[], Hex[]]
        return targets.map((to, at) => ({ to, value: values[at] ?? 0n, data: datas[at] ?? '0x' }))
      }
      throw new Error(`Not a SimpleAccount call: ${decoded.functionName}`)
    },
    async getStubSignature() {
      return STUB_SIGNATURE
    },
    async signMessage({ message }) {
      return owner.signMessage({ message })
    },
    async signTypedData(typedData) {
      return owner.signTypedData(typedData as Parameters<LocalAccount['signTypedData']>[0])
    },
    async signUserOperation(parameters) {
      const { chainId = client.chain?.id, ...userOperation } = parameters
      if (chainId === undefined) throw new Error('A chain id is needed to sign a user operation')
      const hash = getUserOperationHash({
        chainId,
        entryPointAddress: entryPoint07Address,
        entryPointVersion: '0.7',
        userOperation: { ...userOperation, sender: await getAddress() },
      })
      return owner.signMessage({ message: { raw: hash } })
    },
  }) as Promise<SmartAccount>
}
