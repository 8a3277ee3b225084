import { getBase16Decoder, getBase64Decoder } from '@solana/kit'

/**
 * What a pending request shows the test and the lab's panel: plain JSON (it crosses Playwright's
 * page.evaluate, which carries no Uint8Array), one entry per input the dapp passed.
 */

export interface MessageParam {
  account: string
  /** The message as UTF-8 text when it is text, else `0x` and its bytes in hex. */
  message: string
}

export interface TransactionParam {
  account: string
  /** The chain the dapp named, if any. */
  chain?: string
  /** The transaction as the dapp sent it, base64 (the form Solana's JSON-RPC takes). */
  transaction: string
  /** signAndSendTransaction's options (preflight commitment, …), as sent. */
  options?: Record<string, unknown>
}

export function messageParam(account: string, message: Uint8Array): MessageParam {
  return { account, message: readableText(message) ?? `0x${getBase16Decoder().decode(message)}` }
}

export function transactionParam(
  account: string,
  transaction: Uint8Array,
  chain?: string,
  options?: object,
): TransactionParam {
  return {
    account,
    ...(chain === undefined ? {} : { chain }),
    transaction: getBase64Decoder().decode(transaction),
    ...(options === undefined ? {} : { options: { ...options } }),
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
