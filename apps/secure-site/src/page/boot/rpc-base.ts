/**
 * The blockchain API base the page sends JSON-RPC to. The frame URL's rpcUrl is the dapp's choice,
 * and the dapp's script is who this site defends against: an RPC it runs would set the fees and
 * gas the user is shown and could read what the page sends. So it is used only when it is on this
 * site's own origin or the cloud's, which the CSP's connect-src allows anyway; any other is
 * ignored (with a warning) and the cloud's RPC is used.
 */
export function chooseRpcBase(options: {
  requested: string | undefined
  cloudUrl: string
  siteOrigin: string
  warn(message: string): void
}): string {
  const { requested, cloudUrl, siteOrigin } = options
  if (requested === undefined) return cloudUrl
  const allowed = new Set([originOf(cloudUrl), originOf(siteOrigin)])
  const origin = originOf(requested)
  if (origin !== undefined && allowed.has(origin)) return requested
  options.warn(`rpcUrl ${requested} is not this site's or the cloud's; using the cloud's RPC`)
  return cloudUrl
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}
