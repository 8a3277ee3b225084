import type { ValidSiwxMessageData } from './validate-message-data.js'

/**
 * The CAIP-122 text for Solana and Bitcoin, in the layout of the Sign-In With Solana ABNF (the
 * same as EIP-4361's but with one blank line, not two, when there is no statement). Chain ID is the
 * full CAIP-2 id, as CAIP-122's data model defines it (see the README for why). The data must have
 * passed validateSiwxMessageData.
 */
export function renderCaip122({ data, address, profile }: ValidSiwxMessageData): string {
  let text = `${data.domain} wants you to sign in with your ${profile.account} account:\n${address}`
  if (data.statement !== undefined) text += `\n\n${data.statement}`
  text += `\n\nURI: ${data.uri}\nVersion: ${data.version}\nChain ID: ${data.chainId}\nNonce: ${data.nonce}`
  if (data.issuedAt !== undefined) text += `\nIssued At: ${data.issuedAt}`
  if (data.expirationTime !== undefined) text += `\nExpiration Time: ${data.expirationTime}`
  if (data.notBefore !== undefined) text += `\nNot Before: ${data.notBefore}`
  if (data.requestId !== undefined) text += `\nRequest ID: ${data.requestId}`
  if (data.resources !== undefined)
    text += `\nResources:${data.resources.map((uri) => `\n- ${uri}`).join('')}`
  return text
}
