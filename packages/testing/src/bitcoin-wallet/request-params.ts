import { toBase64, toHex } from './bytes.js'
import type { BitcoinAddressPurpose, BitcoinMessageProtocol, BitcoinSigHash } from './standard-features.js'

// What a pending request shows the test and the lab's panel: plain JSON (it crosses Playwright's
// page.evaluate, which carries no Uint8Array), one entry per input the dapp passed.

export interface ConnectParam {
  purposes: BitcoinAddressPurpose[]
}

export interface MessageParam {
  account: string
  /** The message as UTF-8 text when it is text, else `0x` and its bytes in hex. */
  message: string
  protocol: BitcoinMessageProtocol
}

export interface TransactionParam {
  chain?: string
  /** The PSBT as the dapp sent it, base64 (the form wallets' RPCs and PSBT tools take). */
  psbt: string
  inputsToSign: { account: string; signingIndexes: number[]; sigHash?: BitcoinSigHash }[]
  finalize: boolean
}

export function messageParam(
  account: string,
  message: Uint8Array,
  protocol: BitcoinMessageProtocol,
): MessageParam {
  return { account, message: readableText(message) ?? `0x${toHex(message)}`, protocol }
}

export function transactionParam(
  psbt: Uint8Array,
  chain: string | undefined,
  inputsToSign: readonly {
    account: { address: string }
    signingIndexes: readonly number[]
    sigHash?: BitcoinSigHash
  }[],
  finalize: boolean,
): TransactionParam {
  return {
    ...(chain === undefined ? {} : { chain }),
    psbt: toBase64(psbt),
    inputsToSign: inputsToSign.map(({ account, signingIndexes, sigHash }) => ({
      account: account.address,
      signingIndexes: [...signingIndexes],
      ...(sigHash === undefined ? {} : { sigHash }),
    })),
    finalize,
  }
}

/** UTF-8 without control characters (other than whitespace): what a person could read in a popup. */
function readableText(bytes: Uint8Array): string | undefined {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for.
    return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text) ? undefined : text
  } catch {
    return undefined
  }
}
