import type { Hex, TransactionSerializable, TypedDataDefinition } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

// EVM signatures with viem's local account. Each call builds the account from the key for one
// signature; nothing is kept.

/** personal_sign: a hex message is signed as its bytes, any other string as its UTF-8 text. */
export function signPersonalMessage(key: Hex, message: string): Promise<Hex> {
  const isHex = /^0x([0-9a-fA-F]{2})*$/.test(message)
  return privateKeyToAccount(key).signMessage({ message: isHex ? { raw: message as Hex } : message })
}

/** eth_signTypedData_v4 (EIP-712). */
export function signTypedDataV4(key: Hex, typedData: TypedDataDefinition): Promise<Hex> {
  return privateKeyToAccount(key).signTypedData(typedData)
}

/** A filled transaction, signed and serialized for eth_sendRawTransaction. */
export function signEvmTransaction(key: Hex, transaction: TransactionSerializable): Promise<Hex> {
  return privateKeyToAccount(key).signTransaction(transaction)
}
