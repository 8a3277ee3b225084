/** The one part of `Crypto` ids need: available in every context, unlike `randomUUID` (secure contexts only). */
export interface RandomSource {
  getRandomValues<T extends Uint8Array>(array: T): T
}

/**
 * A random version-4 UUID. Ids only pair a reply with its request, but being unguessable means a
 * page that could see one message still cannot forge the reply to another.
 */
export function createRequestId(random: RandomSource): string {
  const bytes = random.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
