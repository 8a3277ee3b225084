import { SOLANA_TEST_ACCOUNTS, SOLANA_TEST_MINT } from '@appkit/testing'
import { address } from '@solana/kit'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { LiteSVM } from 'litesvm'
import { describe, expect, it } from 'vitest'
import { FAUCET_LAMPORTS, faucetSigner } from './faucet.js'
import { writeGenesis } from './genesis.js'
import { readAccount } from './svm-accounts.js'
import { decodeMint, decodeTokenAccount } from './token-accounts.js'

describe('writeGenesis', () => {
  it('funds the test accounts and the faucet, and creates LSUSD with an account for each holder', async () => {
    const svm = new LiteSVM()
    const faucet = (await faucetSigner()).address
    await writeGenesis(svm, faucet)
    for (const { address: holder } of SOLANA_TEST_ACCOUNTS) {
      expect(readAccount(svm, holder)?.lamports).toBe(100_000_000_000n)
      const [ata] = await findAssociatedTokenPda({
        owner: address(holder),
        mint: address(SOLANA_TEST_MINT.address),
        tokenProgram: TOKEN_PROGRAM_ADDRESS,
      })
      const account = readAccount(svm, ata)!
      expect(account.lamports).toBe(svm.minimumBalanceForRentExemption(165n))
      expect(decodeTokenAccount(account.owner, account.data)).toMatchObject({
        mint: SOLANA_TEST_MINT.address,
        owner: holder,
        amount: 1_000_000_000_000n,
        state: 'initialized',
      })
    }
    expect(readAccount(svm, faucet)?.lamports).toBe(FAUCET_LAMPORTS)
    const mint = readAccount(svm, SOLANA_TEST_MINT.address)!
    expect(mint.owner).toBe(TOKEN_PROGRAM_ADDRESS)
    expect(decodeMint(mint.owner, mint.data)).toEqual({
      mintAuthority: faucet,
      supply: 3_000_000_000_000n,
      decimals: 6,
      isInitialized: true,
      freezeAuthority: null,
    })
  })
})
