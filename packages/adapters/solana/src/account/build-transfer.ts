import type { SendRequest } from '@appkit/controllers/adapter'
import {
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Transaction,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'

export interface Lifetime {
  blockhash: Blockhash
  lastValidBlockHeight: bigint
}

/**
 * The instructions of a transfer: SOL by the System Program, or an SPL token (classic Token
 * Program) from the sender's associated account to the receiver's, created first when the receiver
 * has none (idempotent: a no-op when it exists). The sender is the fee payer and the only signer.
 */
async function transferInstructions(request: Omit<SendRequest, 'connectorId'>): Promise<Instruction[]> {
  const owner = address(request.from)
  const receiver = address(request.to)
  const signer = createNoopSigner(owner)
  if (!request.token) {
    return [getTransferSolInstruction({ source: signer, destination: receiver, amount: request.amount })]
  }
  const mint = address(request.token.address)
  const [source] = await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS })
  const [destination] = await findAssociatedTokenPda({
    owner: receiver,
    mint,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  return [
    getCreateAssociatedTokenIdempotentInstruction({ payer: signer, ata: destination, owner: receiver, mint }),
    getTransferCheckedInstruction({
      source,
      mint,
      destination,
      authority: signer,
      amount: request.amount,
      decimals: request.token.decimals,
    }),
  ]
}

/** The unsigned transaction of a transfer, valid until `lifetime`'s block height. */
export async function buildTransfer(
  request: Omit<SendRequest, 'connectorId'>,
  lifetime: Lifetime,
): Promise<Transaction> {
  const instructions = await transferInstructions(request)
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(request.from), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return compileTransaction(message)
}
