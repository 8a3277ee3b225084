import {
  AccountRole,
  type Address,
  address,
  appendTransactionMessageInstruction,
  blockhash,
  compileTransaction,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'

/** The memo program: an instruction that needs no accounts of its own. */
const MEMO_PROGRAM = 'MemoSq4gqABAHKbc7eDvNrHVPxXaXR9eNJTJzHnvrpx' as Address
const BLOCKHASH = blockhash('4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi')

/**
 * An unsigned v0 transaction, as wire bytes, that `feePayer` pays for; `alsoSigners` are other
 * accounts whose signatures it needs too. No node needed: the blockhash is made up.
 */
export function memoTransaction(feePayer: string, alsoSigners: string[] = []): Uint8Array {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(feePayer), m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash({ blockhash: BLOCKHASH, lastValidBlockHeight: 100n }, m),
    (m) =>
      appendTransactionMessageInstruction(
        {
          programAddress: MEMO_PROGRAM,
          accounts: alsoSigners.map((signer) => ({
            address: address(signer),
            role: AccountRole.READONLY_SIGNER,
          })),
          data: new TextEncoder().encode('appkit test'),
        },
        m,
      ),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}
