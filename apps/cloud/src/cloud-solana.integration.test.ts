import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { balancesResponseSchema, supportedChainsSchema } from '@appkit/blockchain-api'
import { SOLANA_LAB_CHAIN_ID, SOLANA_TEST_ACCOUNTS, SOLANA_TEST_MINT } from '@appkit/testing'
import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  assertIsTransactionWithBlockhashLifetime,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  generateKeyPairSigner,
  getSignatureFromTransaction,
  type Instruction,
  isSolanaError,
  type KeyPairSigner,
  lamports,
  pipe,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCloud } from './cloud.js'
import type { Cloud } from './cloud-info.js'
import type { CloudConfig } from './config.js'

const IDENTITY = 'projectId=integration&st=appkit&sv=1.0.0'
const SOL = 1_000_000_000n
const MINT = address(SOLANA_TEST_MINT.address)
const [alice, bob] = SOLANA_TEST_ACCOUNTS

const signerOf = (seed: string) =>
  createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(Buffer.from(seed, 'hex')))

/** kit's RPC and subscriptions on the cloud's Solana node, and its send-and-confirm. */
function kitClient(cloud: Cloud) {
  const rpc = createSolanaRpc(cloud.solana.rpcUrl)
  const rpcSubscriptions = createSolanaRpcSubscriptions(cloud.solana.wsUrl)
  const sendAndConfirm = sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })
  async function send(payer: KeyPairSigner, instructions: Instruction[]) {
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (draft) => setTransactionMessageFeePayerSigner(payer, draft),
      (draft) => setTransactionMessageLifetimeUsingBlockhash(blockhash, draft),
      (draft) => appendTransactionMessageInstructions(instructions, draft),
    )
    const signed = await signTransactionMessageWithSigners(message)
    assertIsTransactionWithBlockhashLifetime(signed)
    await sendAndConfirm(signed, { commitment: 'confirmed' })
    return getSignatureFromTransaction(signed)
  }
  return { rpc, send }
}

async function tokenBalance(cloud: Cloud, owner: Address): Promise<string> {
  const rpc = createSolanaRpc(cloud.solana.rpcUrl)
  const [account] = await findAssociatedTokenPda({ owner, mint: MINT, tokenProgram: TOKEN_PROGRAM_ADDRESS })
  return (await rpc.getTokenAccountBalance(account).send()).value.amount
}

describe('the cloud’s Solana chain, with @solana/kit', () => {
  let dataDir: string
  let config: CloudConfig
  let cloud: Cloud
  let transferSignature: string

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'appkit-cloud-solana-'))
    config = { host: '127.0.0.1', port: 0, relayPort: 0, chains: [], dataDir }
    cloud = await startCloud(config)
  }, 30_000)

  afterAll(async () => {
    await cloud?.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('names the chain and its node', async () => {
    expect(cloud.solana).toEqual({
      chainId: SOLANA_LAB_CHAIN_ID,
      rpcUrl: `${cloud.url}/solana`,
      wsUrl: `${cloud.url.replace('http', 'ws')}/solana`,
    })
    const rpc = createSolanaRpc(cloud.solana.rpcUrl)
    const genesisHash = await rpc.getGenesisHash().send()
    expect(`solana:${genesisHash.slice(0, 32)}`).toBe(SOLANA_LAB_CHAIN_ID)
    const chains = supportedChainsSchema.parse(
      await (await fetch(`${cloud.url}/v1/supported-chains?${IDENTITY}`)).json(),
    )
    expect(chains.http).toContain(SOLANA_LAB_CHAIN_ID)
  })

  it('moves SOL with a transfer sent and confirmed by kit', async () => {
    const { rpc, send } = kitClient(cloud)
    const payer = await signerOf(alice.seed)
    const before = (await rpc.getBalance(address(bob.address)).send()).value
    const signature = await send(payer, [
      getTransferSolInstruction({
        source: payer,
        destination: address(bob.address),
        amount: lamports(2n * SOL),
      }),
    ])
    transferSignature = signature
    expect((await rpc.getBalance(address(bob.address)).send()).value).toBe(before + 2n * SOL)
    const transaction = await rpc
      .getTransaction(signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send()
    expect(transaction?.meta).toMatchObject({ err: null, fee: 5000n })
    const { value: statuses } = await rpc.getSignatureStatuses([signature]).send()
    expect(statuses[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
  })

  it('moves LSUSD with an SPL transfer that creates the receiver’s token account', async () => {
    const { send } = kitClient(cloud)
    const payer = await signerOf(alice.seed)
    const receiver = await generateKeyPairSigner()
    const [source] = await findAssociatedTokenPda({
      owner: payer.address,
      mint: MINT,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const [destination] = await findAssociatedTokenPda({
      owner: receiver.address,
      mint: MINT,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    await send(payer, [
      await getCreateAssociatedTokenIdempotentInstructionAsync({
        payer,
        owner: receiver.address,
        mint: MINT,
      }),
      getTransferCheckedInstruction({
        source,
        mint: MINT,
        destination,
        authority: payer,
        amount: 2_500_000n,
        decimals: 6,
      }),
    ])
    expect(await tokenBalance(cloud, receiver.address)).toBe('2500000')
    expect(await tokenBalance(cloud, payer.address)).toBe(String(1_000_000n * 10n ** 6n - 2_500_000n))
  })

  it('reports a failing transaction’s error, from the preflight and once it landed', async () => {
    const { send } = kitClient(cloud)
    const payer = await signerOf(bob.seed)
    const tooMuch = getTransferSolInstruction({
      source: payer,
      destination: address(alice.address),
      amount: lamports(10_000n * SOL),
    })
    const preflight = await send(payer, [tooMuch]).catch((error: unknown) => error)
    expect(
      isSolanaError(preflight, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE),
    ).toBe(true)
    const context = (preflight as { context: { logs: string[] }; cause: unknown }).context
    expect(context.logs.join('\n')).toMatch(/insufficient lamports/)

    // Skipping the preflight, the transaction lands, pays its fee and reports the same error.
    const rpc = createSolanaRpc(cloud.solana.rpcUrl)
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const signed = await signTransactionMessageWithSigners(
      pipe(
        createTransactionMessage({ version: 0 }),
        (draft) => setTransactionMessageFeePayerSigner(payer, draft),
        (draft) => setTransactionMessageLifetimeUsingBlockhash(blockhash, draft),
        (draft) => appendTransactionMessageInstructions([tooMuch], draft),
      ),
    )
    assertIsTransactionWithBlockhashLifetime(signed)
    const sendAndConfirm = sendAndConfirmTransactionFactory({
      rpc,
      rpcSubscriptions: createSolanaRpcSubscriptions(cloud.solana.wsUrl),
    })
    const landed = await sendAndConfirm(signed, { commitment: 'confirmed', skipPreflight: true }).catch(
      (error: unknown) => error,
    )
    expect(isSolanaError(landed)).toBe(true)
    const { value } = await rpc.getSignatureStatuses([getSignatureFromTransaction(signed)]).send()
    // kit reads every integer of an answer as a bigint.
    expect(value[0]?.err).toEqual({ InstructionError: [0n, { Custom: 1n }] })
  })

  it('shows SOL and LSUSD in the blockchain API balance of a test account', async () => {
    const response = await fetch(
      `${cloud.url}/v1/account/${alice.address}/balance?chainId=${SOLANA_LAB_CHAIN_ID}&currency=usd&${IDENTITY}`,
    )
    expect(response.status).toBe(200)
    const { balances } = balancesResponseSchema.parse(await response.json())
    expect(balances.map((balance) => balance.symbol)).toEqual(['SOL', 'LSUSD'])
    expect(balances[0]).toMatchObject({ name: 'Solana', chainId: SOLANA_LAB_CHAIN_ID, price: 150.05 })
    expect(balances[0]!.address).toBeUndefined()
    expect(balances[1]).toMatchObject({
      name: 'Lab SOL USD',
      address: `${SOLANA_LAB_CHAIN_ID}:${SOLANA_TEST_MINT.address}`,
      quantity: { decimals: '6', numeric: '999997.5' },
      price: 1,
      value: 999997.5,
    })
  })

  it('keeps balances and statuses across a restart on the same data directory', async () => {
    const rpc = createSolanaRpc(cloud.solana.rpcUrl)
    const owners = [alice.address, bob.address].map((owner) => address(owner))
    const before = await Promise.all(owners.map(async (owner) => (await rpc.getBalance(owner).send()).value))
    const tokens = await tokenBalance(cloud, owners[0]!)
    const count = await rpc.getTransactionCount().send()
    await cloud.stop()

    cloud = await startCloud(config)
    const after = createSolanaRpc(cloud.solana.rpcUrl)
    expect(
      await Promise.all(owners.map(async (owner) => (await after.getBalance(owner).send()).value)),
    ).toEqual(before)
    expect(await tokenBalance(cloud, owners[0]!)).toBe(tokens)
    expect(await after.getTransactionCount().send()).toBe(count)
    const { value: statuses } = await after.getSignatureStatuses([transferSignature as never]).send()
    expect(statuses[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
  }, 30_000)
})
