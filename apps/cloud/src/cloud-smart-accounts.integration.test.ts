import { type Address, type Hex, http, type PublicClient, parseEther, toHex } from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  entryPoint07Abi,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from './cloud-info.js'
import { toLabSimpleAccount } from './services/smart-accounts/simple-account.js'
import {
  SMART_ACCOUNT_CHAIN_ID,
  type SmartAccountCloud,
  startSmartAccountCloud,
  stranger,
} from './smart-account-cloud.test-helper.js'

// ERC-4337 on a started cloud, end to end: the EntryPoint, the factory and the paymaster on anvil,
// the real bundler (Alto) behind /v1/bundler, and the ERC-7677 paymaster service's policies.

const CHAIN_ID = SMART_ACCOUNT_CHAIN_ID
let lab: SmartAccountCloud
let cloud: Cloud
let client: PublicClient

beforeAll(async () => {
  lab = await startSmartAccountCloud()
  ;({ cloud, client } = lab)
}, 60_000)
afterAll(() => lab?.cloud.stop())

const bundlerUrl = (projectId?: string) => lab.bundlerUrl(projectId)
const paymasterUrl = (projectId: string) => lab.paymasterUrl(projectId)
const ethOf = (address: Address) => lab.ethOf(address)
const tokensOf = (address: Address) => lab.tokensOf(address)
const twoTransfers = (to: readonly [Address, Address]) => lab.twoTransfers(to)

/** A new owner's SimpleAccount (not deployed yet) holding 1 ETH and 1,000 test tokens. */
async function fundedAccount() {
  const account = await toLabSimpleAccount({ client, owner: privateKeyToAccount(generatePrivateKey()) })
  const address = await account.getAddress()
  await lab.fund(address)
  return { account, address }
}

const paymasterDeposit = () =>
  client.readContract({
    address: cloud.smartAccounts.entryPoint,
    abi: entryPoint07Abi,
    functionName: 'balanceOf',
    args: [cloud.smartAccounts.verifyingPaymaster],
  })

async function askPaymaster(projectId: string, calls: { to: Address; data: Hex }[]) {
  const { account } = await fundedAccount()
  const paymaster = createPaymasterClient({ transport: http(paymasterUrl(projectId)) })
  const bundler = createBundlerClient({
    client,
    account,
    transport: http(bundlerUrl()),
    paymaster,
    pollingInterval: 100,
  })
  return bundler.prepareUserOperation({ calls })
}

describe('smart accounts on the local chain', () => {
  it('has the EntryPoint v0.7 at its canonical address, the factory and a funded paymaster', async () => {
    expect(cloud.smartAccounts.entryPoint).toBe('0x0000000071727De22E5E9d8BAf0edAc6f37da032')
    for (const address of Object.values(cloud.smartAccounts).filter((value) => value.startsWith('0x'))) {
      expect(await client.getCode({ address: address as Address })).toMatch(/^0x[0-9a-f]{100,}/)
    }
    expect(await paymasterDeposit()).toBeGreaterThan(parseEther('1'))
    const health = await (await fetch(`${cloud.url}/health`)).json()
    expect(health.smartAccounts).toEqual(cloud.smartAccounts)
  })

  it('deploys a new account with its first user operation, two transfers in one, the gas sponsored', async () => {
    const { account, address } = await fundedAccount()
    const recipients = [stranger(), stranger()] as const
    const [ethBefore, depositBefore] = await Promise.all([ethOf(address), paymasterDeposit()])
    expect(await client.getCode({ address })).toBeUndefined()

    const paymaster = createPaymasterClient({ transport: http(paymasterUrl('sponsored')) })
    const bundler = createBundlerClient({
      client,
      account,
      transport: http(bundlerUrl()),
      paymaster,
      pollingInterval: 100,
    })
    const hash = await bundler.sendUserOperation({ calls: twoTransfers(recipients) })
    const receipt = await bundler.waitForUserOperationReceipt({ hash })

    expect(receipt.success).toBe(true)
    expect(receipt.paymaster).toBe(cloud.smartAccounts.verifyingPaymaster)
    expect(await client.getCode({ address })).toMatch(/^0x[0-9a-f]+/)
    expect(await tokensOf(recipients[0])).toBe(10n)
    expect(await tokensOf(recipients[1])).toBe(20n)
    expect(await tokensOf(address)).toBe(970n)
    expect(await ethOf(address)).toBe(ethBefore)
    expect(await paymasterDeposit()).toBeLessThan(depositBefore)
  })

  it('pays its own gas when the project sponsors none', async () => {
    const { account, address } = await fundedAccount()
    const recipients = [stranger(), stranger()] as const
    await expect(askPaymaster('selfpay', twoTransfers(recipients))).rejects.toThrow(
      'Project selfpay does not sponsor gas',
    )

    const ethBefore = await ethOf(address)
    const bundler = createBundlerClient({
      client,
      account,
      transport: http(bundlerUrl()),
      pollingInterval: 100,
    })
    const receipt = await bundler.waitForUserOperationReceipt({
      hash: await bundler.sendUserOperation({ calls: twoTransfers(recipients) }),
    })
    expect(receipt.success).toBe(true)
    expect(receipt.paymaster).toBeUndefined()
    expect([await tokensOf(recipients[0]), await tokensOf(recipients[1])]).toEqual([10n, 20n])
    // It prepaid the gas limit's worth to the EntryPoint: the gas used is gone, the rest is its deposit there.
    const deposit = await client.readContract({
      address: cloud.smartAccounts.entryPoint,
      abi: entryPoint07Abi,
      functionName: 'balanceOf',
      args: [address],
    })
    expect(receipt.actualGasCost).toBeGreaterThan(0n)
    expect(await ethOf(address)).toBe(ethBefore - receipt.actualGasCost - deposit)
  })

  it("sponsors only calls to the project's own contracts", async () => {
    const prepared = await askPaymaster('tokens', twoTransfers([stranger(), stranger()]))
    expect((prepared as { paymaster?: Address }).paymaster).toBe(cloud.smartAccounts.verifyingPaymaster)
    const elsewhere = stranger()
    await expect(
      askPaymaster('tokens', [...twoTransfers([stranger(), stranger()]), { to: elsewhere, data: '0x' }]),
    ).rejects.toThrow(`Project tokens does not sponsor calls to ${elsewhere}`)
  })
  it('refuses a sponsorship signed for one user operation on another (a sponsorship replayed)', async () => {
    const { account } = await fundedAccount()
    const paymaster = createPaymasterClient({ transport: http(paymasterUrl('sponsored')) })
    const bundler = createBundlerClient({
      client,
      account,
      transport: http(bundlerUrl()),
      paymaster,
      pollingInterval: 100,
    })
    const prepared = (await bundler.prepareUserOperation({
      calls: twoTransfers([stranger(), stranger()]),
    })) as unknown as UserOperation<'0.7'>
    const thief = stranger()
    const altered: UserOperation<'0.7'> = {
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
        entryPointAddress: cloud.smartAccounts.entryPoint,
      } as Parameters<typeof raw.sendUserOperation>[0]),
    ).rejects.toThrow(/AA34/)
    expect(await tokensOf(thief)).toBe(0n)
  })

  it('answers a malformed paymaster request with a clear JSON-RPC error', async () => {
    const ask = async (body: unknown, projectId = 'sponsored') =>
      (await fetch(paymasterUrl(projectId), { method: 'POST', body: JSON.stringify(body) })).json()
    const op = { sender: stranger(), nonce: '0x0', callData: '0x' }
    expect(await ask({ jsonrpc: '2.0', id: 1, method: 'pm_sponsor', params: [] })).toMatchObject({
      id: 1,
      error: { code: -32601 },
    })
    expect(
      await ask({
        jsonrpc: '2.0',
        id: 2,
        method: 'pm_getPaymasterData',
        params: [op, stranger(), toHex(CHAIN_ID), {}],
      }),
    ).toMatchObject({
      id: 2,
      error: { code: -32602, message: expect.stringContaining('unsupported EntryPoint') },
    })
    expect(
      await ask({
        jsonrpc: '2.0',
        id: 3,
        method: 'pm_getPaymasterData',
        params: [{ ...op, nonce: 'zero' }, cloud.smartAccounts.entryPoint, toHex(CHAIN_ID), {}],
      }),
    ).toMatchObject({ id: 3, error: { code: -32602, message: expect.stringContaining('0.nonce') } })
    const missing = await fetch(`${cloud.smartAccounts.paymasterUrl}?chainId=eip155:${CHAIN_ID}`, {
      method: 'POST',
      body: '{}',
    })
    expect([missing.status, (await missing.json()).message]).toEqual([400, 'Project ID Missing'])
  })

  it('says the bundler is down when it is, loses nothing, and goes on once it is back', async () => {
    const { account, address } = await fundedAccount()
    const recipients = [stranger(), stranger()] as const
    const paymaster = createPaymasterClient({ transport: http(paymasterUrl('sponsored')) })
    const bundler = createBundlerClient({
      client,
      account,
      transport: http(bundlerUrl()),
      paymaster,
      pollingInterval: 100,
    })
    await cloud.stopBundler(CHAIN_ID)
    await expect(bundler.sendUserOperation({ calls: twoTransfers(recipients) })).rejects.toThrow(
      'Bundler unavailable: the bundler of eip155:31337 is down',
    )
    expect(await tokensOf(address)).toBe(1000n)
    expect(await client.getCode({ address })).toBeUndefined()

    await cloud.startBundler(CHAIN_ID)
    const receipt = await bundler.waitForUserOperationReceipt({
      hash: await bundler.sendUserOperation({ calls: twoTransfers(recipients) }),
    })
    expect(receipt.success).toBe(true)
    expect([await tokensOf(recipients[0]), await tokensOf(recipients[1])]).toEqual([10n, 20n])
  }, 45_000)
})
