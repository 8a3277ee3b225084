import {
  type Address,
  type Chain,
  concat,
  createWalletClient,
  http,
  type PublicClient,
  parseEther,
  zeroAddress,
} from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  entryPoint08Abi,
  toSimple7702SmartAccount,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from './cloud-info.js'
import { DEV_ACCOUNTS } from './config.js'
import {
  SMART_ACCOUNT_CHAIN_ID,
  type SmartAccountCloud,
  startSmartAccountCloud,
  stranger,
} from './smart-account-cloud.test-helper.js'

// EIP-7702 on a started cloud, end to end: a plain EOA delegates its code to the v0.8 package's
// Simple7702Account and sends user operations at its own address through EntryPoint v0.8, the real
// bundler (Alto) behind /v1/bundler and the ERC-7677 paymaster service's per-project policies.

const CHAIN_ID = SMART_ACCOUNT_CHAIN_ID
let lab: SmartAccountCloud
let cloud: Cloud
let client: PublicClient
let chain: Chain

beforeAll(async () => {
  lab = await startSmartAccountCloud()
  ;({ cloud, client, chain } = lab)
}, 60_000)
afterAll(() => lab?.cloud.stop())

const bundlerUrl = () => lab.bundlerUrl()
const paymasterUrl = (projectId: string) => lab.paymasterUrl(projectId)
const ethOf = (address: Address) => lab.ethOf(address)
const tokensOf = (address: Address) => lab.tokensOf(address)
const twoTransfers = (to: readonly [Address, Address]) => lab.twoTransfers(to)
const depositAtEntryPoint08 = (address: Address) =>
  client.readContract({
    address: cloud.smartAccounts.entryPoint08,
    abi: entryPoint08Abi,
    functionName: 'balanceOf',
    args: [address],
  })
/** What an EIP-7702 delegation leaves at the EOA: 0xef0100 followed by the delegate's address. */
const designatorOf = (delegate: Address) => concat(['0xef0100', delegate]).toLowerCase()

/** A new EOA (no code) holding 1 ETH and 1,000 test tokens. */
async function fundedEoa(): Promise<PrivateKeyAccount> {
  const owner = privateKeyToAccount(generatePrivateKey())
  await lab.fund(owner.address)
  return owner
}

/** The EOA's authorization to run Simple7702Account's code (or, with address 0, none). */
async function authorize(owner: PrivateKeyAccount, address: Address) {
  const nonce = await client.getTransactionCount({ address: owner.address })
  return owner.signAuthorization({ chainId: CHAIN_ID, address, nonce })
}

async function bundlerFor(owner: PrivateKeyAccount, projectId?: string) {
  const account = await toSimple7702SmartAccount({
    client,
    owner,
    implementation: cloud.smartAccounts.simple7702Account,
  })
  const paymaster = projectId
    ? createPaymasterClient({ transport: http(paymasterUrl(projectId)) })
    : undefined
  const bundler = createBundlerClient({
    client,
    account,
    transport: http(bundlerUrl()),
    ...(paymaster ? { paymaster } : {}),
    pollingInterval: 100,
  })
  return { account, bundler }
}

describe('EIP-7702 on the local chain', () => {
  it('has the EntryPoint v0.8, Simple7702Account and a funded v0.8 paymaster, and says where', async () => {
    expect(cloud.smartAccounts.entryPoint08).toBe('0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108')
    expect(cloud.smartAccounts.simple7702Account).toBe('0xe6Cae83BdE06E4c305530e199D7217f42808555B')
    for (const address of [
      cloud.smartAccounts.entryPoint08,
      cloud.smartAccounts.simple7702Account,
      cloud.smartAccounts.verifyingPaymaster08,
    ]) {
      expect(await client.getCode({ address })).toMatch(/^0x[0-9a-f]{100,}/)
    }
    expect(await depositAtEntryPoint08(cloud.smartAccounts.verifyingPaymaster08)).toBeGreaterThan(
      parseEther('1'),
    )
    const health = await (await fetch(`${cloud.url}/health`)).json()
    expect(health.smartAccounts).toEqual(cloud.smartAccounts)
    // One bundler serves both EntryPoints.
    const bundler = createBundlerClient({ client, transport: http(bundlerUrl()) })
    expect(await bundler.getSupportedEntryPoints()).toEqual([
      cloud.smartAccounts.entryPoint,
      cloud.smartAccounts.entryPoint08,
    ])
  })

  it('delegates a new EOA and batches two transfers at its own address, the gas sponsored, then revokes', async () => {
    const owner = await fundedEoa()
    const recipients = [stranger(), stranger()] as const
    const { account, bundler } = await bundlerFor(owner, 'sponsored')
    expect(account.address).toBe(owner.address)
    expect(await client.getCode({ address: owner.address })).toBeUndefined()
    const [ethBefore, depositBefore] = await Promise.all([
      ethOf(owner.address),
      depositAtEntryPoint08(cloud.smartAccounts.verifyingPaymaster08),
    ])

    const hash = await bundler.sendUserOperation({
      calls: twoTransfers(recipients),
      authorization: await authorize(owner, cloud.smartAccounts.simple7702Account),
    })
    const receipt = await bundler.waitForUserOperationReceipt({ hash })

    expect(receipt.success).toBe(true)
    expect(receipt.sender).toBe(owner.address)
    expect(receipt.paymaster).toBe(cloud.smartAccounts.verifyingPaymaster08)
    expect(await client.getCode({ address: owner.address })).toBe(
      designatorOf(cloud.smartAccounts.simple7702Account),
    )
    expect([await tokensOf(recipients[0]), await tokensOf(recipients[1])]).toEqual([10n, 20n])
    expect(await tokensOf(owner.address)).toBe(970n)
    expect(await ethOf(owner.address)).toBe(ethBefore)
    expect(await depositAtEntryPoint08(cloud.smartAccounts.verifyingPaymaster08)).toBeLessThan(depositBefore)

    // Revoking: an authorization to address 0, carried by any sender (here a dev account), clears the code.
    const relayer = createWalletClient({
      chain,
      account: privateKeyToAccount(DEV_ACCOUNTS[0].privateKey),
      transport: http(cloud.chains[0]!.rpcUrl),
    })
    const revoke = await relayer.sendTransaction({
      to: owner.address,
      authorizationList: [await authorize(owner, zeroAddress)],
    })
    expect((await client.waitForTransactionReceipt({ hash: revoke })).status).toBe('success')
    expect(await client.getCode({ address: owner.address })).toBeUndefined()
    // A plain EOA again, holding what it held.
    expect(await tokensOf(owner.address)).toBe(970n)
  })

  it('pays its own gas from the EOA when the project sponsors none', async () => {
    const owner = await fundedEoa()
    const recipients = [stranger(), stranger()] as const
    const { bundler: asked } = await bundlerFor(owner, 'selfpay')
    await expect(
      asked.prepareUserOperation({
        calls: twoTransfers(recipients),
        authorization: await authorize(owner, cloud.smartAccounts.simple7702Account),
      }),
    ).rejects.toThrow('Project selfpay does not sponsor gas')

    const { bundler } = await bundlerFor(owner)
    const ethBefore = await ethOf(owner.address)
    const receipt = await bundler.waitForUserOperationReceipt({
      hash: await bundler.sendUserOperation({
        calls: twoTransfers(recipients),
        authorization: await authorize(owner, cloud.smartAccounts.simple7702Account),
      }),
    })
    expect(receipt.success).toBe(true)
    expect(receipt.paymaster).toBeUndefined()
    expect(await client.getCode({ address: owner.address })).toBe(
      designatorOf(cloud.smartAccounts.simple7702Account),
    )
    expect([await tokensOf(recipients[0]), await tokensOf(recipients[1])]).toEqual([10n, 20n])
    // The EOA prepaid the gas limit's worth to the EntryPoint: the gas used is gone, the rest is its deposit there.
    expect(receipt.actualGasCost).toBeGreaterThan(0n)
    expect(await ethOf(owner.address)).toBe(
      ethBefore - receipt.actualGasCost - (await depositAtEntryPoint08(owner.address)),
    )
  })

  it("sponsors a v0.8 batch only when every call is to the project's own contracts", async () => {
    const owner = await fundedEoa()
    const { bundler } = await bundlerFor(owner, 'tokens')
    const authorization = await authorize(owner, cloud.smartAccounts.simple7702Account)
    const prepared = await bundler.prepareUserOperation({
      calls: twoTransfers([stranger(), stranger()]),
      authorization,
    })
    expect((prepared as { paymaster?: Address }).paymaster).toBe(cloud.smartAccounts.verifyingPaymaster08)
    const elsewhere = stranger()
    await expect(
      bundler.prepareUserOperation({
        calls: [...twoTransfers([stranger(), stranger()]), { to: elsewhere, data: '0x' }],
        authorization,
      }),
    ).rejects.toThrow(`Project tokens does not sponsor calls to ${elsewhere}`)
  })

  it('refuses a v0.8 sponsorship signed for one user operation on another (a sponsorship replayed)', async () => {
    const owner = await fundedEoa()
    const { account, bundler } = await bundlerFor(owner, 'sponsored')
    const authorization = await authorize(owner, cloud.smartAccounts.simple7702Account)
    const prepared = (await bundler.prepareUserOperation({
      calls: twoTransfers([stranger(), stranger()]),
      authorization,
    })) as unknown as UserOperation<'0.8'>
    const thief = stranger()
    const altered: UserOperation<'0.8'> = {
      ...prepared,
      callData: await account.encodeCalls(twoTransfers([thief, thief])),
    }
    const signature = await account.signUserOperation(altered)
    // Sent as it is (no account to prepare it again, which would ask the paymaster anew).
    const raw = createBundlerClient({ client, transport: http(bundlerUrl()) })
    await expect(
      raw.sendUserOperation({
        ...altered,
        signature,
        entryPointAddress: cloud.smartAccounts.entryPoint08,
      } as Parameters<typeof raw.sendUserOperation>[0]),
    ).rejects.toThrow(/AA34/)
    expect(await tokensOf(thief)).toBe(0n)
    expect(await client.getCode({ address: owner.address })).toBeUndefined()
  })
})
