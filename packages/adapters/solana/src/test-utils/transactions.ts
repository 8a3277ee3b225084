import {
  type AccountMeta,
  type Address,
  type Blockhash,
  decompileTransactionMessage,
  getCompiledTransactionMessageDecoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  getTransactionEncoder,
  type Instruction,
  type InstructionWithAccounts,
  type InstructionWithData,
  type ReadonlyUint8Array,
  type Transaction,
  verifySignature,
} from '@solana/kit'

/** A lifetime for transactions no node sees: any 32 bytes in base58 are a blockhash. */
export const LIFETIME = {
  blockhash: '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi' as Blockhash,
  lastValidBlockHeight: 100n,
}

export type DecodedInstruction = Instruction &
  InstructionWithAccounts<readonly AccountMeta[]> &
  InstructionWithData<ReadonlyUint8Array>

const decoded = (transaction: Transaction | Uint8Array) =>
  transaction instanceof Uint8Array ? getTransactionDecoder().decode(transaction) : transaction

export const wireBytes = (transaction: Transaction) =>
  new Uint8Array(getTransactionEncoder().encode(transaction))

/** What a program reads of a message: the fee payer, the blockhash and the instructions. */
export function decodeMessage(messageBytes: ReadonlyUint8Array) {
  const message = decompileTransactionMessage(getCompiledTransactionMessageDecoder().decode(messageBytes))
  return {
    feePayer: message.feePayer.address,
    blockhash: (message.lifetimeConstraint as { blockhash?: string }).blockhash,
    instructions: message.instructions as unknown as DecodedInstruction[],
  }
}

export const messageOf = (transaction: Transaction | Uint8Array) =>
  decodeMessage(decoded(transaction).messageBytes)

/** The signers the transaction names, each with whether its signature is there and verifies. */
export async function signatureCheck(
  transaction: Transaction | Uint8Array,
): Promise<Record<string, boolean>> {
  const { messageBytes, signatures } = decoded(transaction)
  const checks = await Promise.all(
    Object.entries(signatures).map(async ([signer, signature]) => [
      signer,
      !!signature &&
        (await verifySignature(await getPublicKeyFromAddress(signer as Address), signature, messageBytes)),
    ]),
  )
  return Object.fromEntries(checks)
}
