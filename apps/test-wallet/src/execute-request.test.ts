import { BITCOIN_LAB_CHAIN_ID, BITCOIN_TEST_ACCOUNTS, SOLANA_LAB_CHAIN_ID } from '@appkit/testing'
import { getBase58Decoder } from '@solana/kit'
import { toHex, verifyMessage, verifyTypedData } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { loadBitcoinSigner } from './bitcoin-key.js'
import { DEFAULT_CONFIG } from './config.js'
import { executeRequest, type RequestContext } from './execute-request.js'
import { loadSolanaSigner } from './solana-key.js'

const account = privateKeyToAccount(DEFAULT_CONFIG.privateKey)
const solana = await loadSolanaSigner(DEFAULT_CONFIG.solanaSeed)
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function context(): RequestContext {
  const bitcoin = { signer: loadBitcoinSigner(DEFAULT_CONFIG.bitcoinKey), broadcast: vi.fn() }
  return { account, solana, bitcoin, rpcUrls: DEFAULT_CONFIG.rpcUrls, switchChain: vi.fn(async () => {}) }
}

const run = (method: string, params: unknown, chainId = 'eip155:31337', ctx = context()) =>
  executeRequest(ctx, { method, params, chainId })

describe('executeRequest', () => {
  it('hands requests on the bip122 regtest chain to the Bitcoin key', async () => {
    const { payment, ordinals } = BITCOIN_TEST_ACCOUNTS[2]
    await expect(
      run(
        'getAccountAddresses',
        { account: payment.address, intentions: ['payment', 'ordinal'] },
        BITCOIN_LAB_CHAIN_ID,
      ),
    ).resolves.toEqual([
      { address: payment.address, publicKey: payment.publicKey, purpose: 'payment', intention: 'payment' },
      { address: ordinals.address, publicKey: ordinals.publicKey, purpose: 'ordinals', intention: 'ordinal' },
    ])
    await expect(
      run('getAccountAddresses', { intentions: ['ordinal'] }, BITCOIN_LAB_CHAIN_ID),
    ).resolves.toMatchObject([{ address: ordinals.address }])
    await expect(run('signMessage', { message: 'hi' }, BITCOIN_LAB_CHAIN_ID)).resolves.toEqual({
      address: payment.address,
      signature: expect.any(String),
    })
    await expect(
      run('sendTransfer', { recipientAddress: payment.address, amount: '1000' }, BITCOIN_LAB_CHAIN_ID),
    ).rejects.toMatchObject({ code: 4200 })
    await expect(
      run('signMessage', { message: 'hi' }, 'bip122:000000000019d6689c085ae165831e93'),
    ).rejects.toMatchObject({ code: 4902 })
  })

  it('hands requests on a solana: chain to the Solana account', async () => {
    const message = getBase58Decoder().decode(new TextEncoder().encode('hi'))
    await expect(
      run('solana_signMessage', { message, pubkey: solana.address }, SOLANA_LAB_CHAIN_ID),
    ).resolves.toEqual({ signature: expect.any(String) })
    await expect(run('personal_sign', ['0x01', account.address], SOLANA_LAB_CHAIN_ID)).rejects.toMatchObject({
      code: 4200,
    })
  })

  it('signs personal_sign over the raw bytes of a hex message', async () => {
    const message = toHex('Sign in to the lab')
    const signature = await run('personal_sign', [message, account.address])
    expect(
      await verifyMessage({
        address: account.address,
        message: { raw: message },
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
  })

  it('signs a personal_sign message sent as plain text', async () => {
    const signature = await run('personal_sign', ['plain', account.address.toLowerCase()])
    expect(
      await verifyMessage({
        address: account.address,
        message: 'plain',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
  })

  it('refuses to sign for another account with 4100', async () => {
    await expect(run('personal_sign', ['0x01', OTHER])).rejects.toMatchObject({ code: 4100 })
  })

  it('signs typed data given as JSON, EIP712Domain type included', async () => {
    const mail = {
      domain: { name: 'Lab', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'body', type: 'string' }] },
      primaryType: 'Mail',
      message: { body: 'hi' },
    } as const
    const EIP712Domain = [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ]
    const json = JSON.stringify({ ...mail, types: { ...mail.types, EIP712Domain } })
    const signature = (await run('eth_signTypedData_v4', [account.address, json])) as `0x${string}`
    expect(await verifyTypedData({ address: account.address, ...mail, signature })).toBe(true)
  })

  it('switches to a known chain and answers null', async () => {
    const ctx = context()
    expect(await run('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }], 'eip155:31337', ctx)).toBeNull()
    expect(ctx.switchChain).toHaveBeenCalledWith(31338)
  })

  it('refuses a switch to an unknown chain with 4902', async () => {
    const ctx = context()
    await expect(
      run('wallet_switchEthereumChain', [{ chainId: '0x1' }], 'eip155:31337', ctx),
    ).rejects.toMatchObject({
      code: 4902,
    })
    expect(ctx.switchChain).not.toHaveBeenCalled()
  })

  it('answers the chain and the accounts', async () => {
    expect(await run('eth_chainId', [], 'eip155:31338')).toBe('0x7a6a')
    expect(await run('eth_accounts', [])).toEqual([account.address])
    expect(await run('wallet_addEthereumChain', [{ chainId: '0x7a69' }])).toBeNull()
  })

  it('refuses a transaction from another account or on an unknown chain', async () => {
    await expect(run('eth_sendTransaction', [{ from: OTHER, to: OTHER }])).rejects.toMatchObject({
      code: 4100,
    })
    await expect(run('eth_sendTransaction', [{ to: OTHER }], 'eip155:1')).rejects.toMatchObject({
      code: 4902,
    })
    await expect(run('eth_sendTransaction', [])).rejects.toMatchObject({ code: -32602 })
  })

  it('refuses other methods with 4200', async () => {
    await expect(run('eth_sign', [account.address, '0x01'])).rejects.toMatchObject({ code: 4200 })
  })
})
