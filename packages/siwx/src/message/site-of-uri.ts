/**
 * The host (lower case, with its port unless it is the scheme's default) of an http(s) URI; undefined
 * for a URI that is not an http(s) URL with a host. A sign-in is made by a web page, so its URI is
 * one of the page's URLs: a `urn:` or `did:` URI names no site a domain could be checked against.
 */
export function hostOfUri(uri: string): string | undefined {
  const url = parseHttpUrl(uri)
  return url === undefined || url.host === '' ? undefined : url.host
}

/** The origin (scheme, host, port) of an http(s) URI, as `location.origin` writes it; else undefined. */
export function originOfUri(uri: string): string | undefined {
  const url = parseHttpUrl(uri)
  return url === undefined || url.host === '' ? undefined : url.origin
}

/**
 * Whether `domain` is the host of `uri` (EIP-4361's relying-party check, applied to CAIP-122 too).
 * Without it a phishing page gets a signature for its own domain with the real dapp's URI, and
 * whoever checks only the URI takes it for the dapp's. Compared as URLs compare hosts: case and
 * the scheme's default port do not matter, userinfo or a path in the domain never passes.
 */
export function isDomainOfUri(domain: string, uri: string): boolean {
  const url = parseHttpUrl(uri)
  if (url === undefined || url.host === '') return false
  const site = parseHttpUrl(`${url.protocol}//${domain}`)
  // Anything but a bare authority (a userinfo, a path, a query) reads back differently.
  if (site === undefined || site.href !== `${site.protocol}//${site.host}/`) return false
  return site.host === url.host
}

function parseHttpUrl(text: string): URL | undefined {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return undefined
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined
}
