import { describe, expect, it } from 'vitest'
import { clientIp, trustedProxies } from './client-ip.js'

const balancer = trustedProxies(['10.0.0.0/8', '2001:db8::/32', '192.168.1.7'])

describe('clientIp', () => {
  it('is the socket’s peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientIp('203.0.113.9', '198.51.100.1', undefined)).toBe('203.0.113.9')
    expect(clientIp(undefined, undefined, undefined)).toBe('unknown')
  })

  it('a client that writes its own X-Forwarded-For does not choose its budget: the header of an untrusted peer is ignored', () => {
    expect(clientIp('203.0.113.9', '198.51.100.1', balancer)).toBe('203.0.113.9')
  })

  it('behind a trusted proxy, is the address the proxy saw', () => {
    expect(clientIp('10.1.2.3', '198.51.100.1', balancer)).toBe('198.51.100.1')
    expect(clientIp('::ffff:10.1.2.3', '::ffff:198.51.100.1', balancer)).toBe('198.51.100.1')
    expect(clientIp('2001:db8::5', '2001:db9::1', balancer)).toBe('2001:db9::1')
  })

  it('a client behind the proxy cannot pass as another by prepending addresses: the nearest untrusted hop counts', () => {
    expect(clientIp('10.1.2.3', '1.1.1.1, 198.51.100.1', balancer)).toBe('198.51.100.1')
    // Through two proxies of the deployment, each appending what it saw.
    expect(clientIp('10.1.2.3', ['1.1.1.1, 198.51.100.1', '192.168.1.7'], balancer)).toBe('198.51.100.1')
  })

  it('falls back on the proxy’s own address when the header names nobody else or is not addresses', () => {
    expect(clientIp('10.1.2.3', undefined, balancer)).toBe('10.1.2.3')
    expect(clientIp('10.1.2.3', '10.9.9.9', balancer)).toBe('10.1.2.3')
    expect(clientIp('10.1.2.3', 'nonsense', balancer)).toBe('10.1.2.3')
  })
})

describe('trustedProxies', () => {
  it('takes addresses and CIDR ranges of both families', () => {
    expect(balancer.has('10.255.0.1')).toBe(true)
    expect(balancer.has('11.0.0.1')).toBe(false)
    expect(balancer.has('192.168.1.7')).toBe(true)
    expect(balancer.has('192.168.1.8')).toBe(false)
    expect(balancer.has('2001:db8:1::1')).toBe(true)
    expect(balancer.has('not an address')).toBe(false)
  })

  it('refuses an entry that is not one, naming it', () => {
    for (const entry of ['10.0.0.0/33', 'proxy.local', '10.0.0.1/8/1', '::1/129', '10.0.0.0/x']) {
      expect(() => trustedProxies([entry])).toThrow(`TRUSTED_PROXIES: "${entry}"`)
    }
  })
})
