/**
 * JSON text with bigints written as exact JSON numbers. Solana's RPC sends u64 values (lamports,
 * a rent epoch of 2^64 - 1, token supplies) as plain numbers, and clients such as @solana/kit read
 * every integer as a bigint; JSON.stringify would throw on a bigint, and a float would round it.
 */
export function toJsonText(value: unknown): string {
  return write(value) ?? 'null'
}

function write(value: unknown): string | undefined {
  if (typeof value === 'bigint') return value.toString()
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.map((item) => write(item) ?? 'null').join(',')}]`
  const members: string[] = []
  for (const [key, item] of Object.entries(value)) {
    const text = write(item)
    // As JSON.stringify does: an undefined member is left out.
    if (text !== undefined) members.push(`${JSON.stringify(key)}:${text}`)
  }
  return `{${members.join(',')}}`
}
