/** A gradient derived from the address: the same address always gets the same colours. */
export function avatarGradient(address: string): string {
  let hash = 0
  for (const char of address.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  const hue = hash % 360
  return `radial-gradient(circle at 30% 30%, hsl(${hue} 85% 70%), hsl(${(hue + 70) % 360} 75% 45%))`
}

export function Avatar({ address, large = false }: { address: string; large?: boolean }) {
  return (
    <span
      className={large ? 'apk-avatar large' : 'apk-avatar'}
      style={{ background: avatarGradient(address), display: 'inline-block' }}
      aria-hidden="true"
    />
  )
}
