import { getBase64Decoder, getBase64Encoder } from '@solana/kit'

export const toBase64 = (bytes: Uint8Array) => getBase64Decoder().decode(bytes)
export const fromBase64 = (text: string) => new Uint8Array(getBase64Encoder().encode(text))
