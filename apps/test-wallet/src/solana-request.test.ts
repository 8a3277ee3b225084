import { SOLANA_LAB_CHAIN_ID, SOLANA_TEST_ACCOUNTS } from '@appkit/testing'
import { getBase58Decoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { SOLANA_MAINNET_CHAIN_ID } from './chains.js'
import { loadSolanaSigner } from './solana-key.js'
import { executeSolanaRequest } from './solana-request.js'

const signer = await loadSolanaSigner(SOLANA_TEST_ACCOUNTS[2].seed)
const params = { message: getBase58Decoder().decode(new Uint8Array([1, 2])), pubkey: signer.address }

describe('executeSolanaRequest', () => {
  it('signs on the lab chain and on mainnet', async () => {
    for (const chainId of [SOLANA_LAB_CHAIN_ID, SOLANA_MAINNET_CHAIN_ID]) {
      await expect(
        executeSolanaRequest(signer, { method: 'solana_signMessage', params, chainId }),
      ).resolves.toMatchObject({ signature: expect.any(String) })
    }
  })

  it('refuses another Solana chain with 4902 and another method with 4200', async () => {
    await expect(
      executeSolanaRequest(signer, { method: 'solana_signMessage', params, chainId: 'solana:devnet' }),
    ).rejects.toMatchObject({ code: 4902 })
    await expect(
      executeSolanaRequest(signer, {
        method: 'solana_signAndSendTransaction',
        params,
        chainId: SOLANA_LAB_CHAIN_ID,
      }),
    ).rejects.toMatchObject({ code: 4200 })
  })
})
