import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns'
import { BlockList, isIP, type LookupFunction } from 'node:net'

/** An outbound request the guard refused; the message says why (`refused: …`), as a delivery record keeps it. */
export class OutboundRefused extends Error {
  constructor(readonly reason: string) {
    super(`refused: ${reason}`)
  }
}

/** A host (and port, or any) that the operator allows though private; `http` lets it be reached without TLS. */
export interface OutboundAllowance {
  host: string
  port: string | null
  http: boolean
}

// IANA's special-purpose ranges by what to call them; the first that holds an address names it.
const RANGES: [string, string[]][] = [
  ['an unspecified', ['0.0.0.0/8', '::/128']],
  ['a loopback', ['127.0.0.0/8', '::1/128']],
  ['a private', ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16']],
  ['a shared (CGNAT)', ['100.64.0.0/10']],
  ['a link-local', ['169.254.0.0/16', 'fe80::/10']],
  ['a unique-local', ['fc00::/7']],
  ['a multicast', ['224.0.0.0/4', 'ff00::/8']],
  ['a broadcast', ['255.255.255.255/32']],
  ['a documentation', ['192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24', '2001:db8::/32', '3fff::/20']],
  ['a benchmarking', ['198.18.0.0/15', '2001:2::/48']],
  ['a reserved', ['192.0.0.0/24', '192.88.99.0/24', '240.0.0.0/4', '2001::/23', '2002::/16']]
]

const blockList = (cidrs: string[]) => {
  const list = new BlockList()
  for (const cidr of cidrs) {
    const [network, bits] = cidr.split('/') as [string, string]
    list.addSubnet(network, Number(bits), isIP(network) === 6 ? 'ipv6' : 'ipv4')
  }
  return list
}

const ranges = RANGES.map(([name, cidrs]) => ({ name, list: blockList(cidrs) }))
// IPv6 outside global unicast (IPv4-compatible, NAT64, discard…) reaches nothing a push service needs.
const globalUnicast = blockList(['2000::/3'])
const ipv4Mapped = blockList(['::ffff:0:0/96'])

/** What kind of non-public address `address` is (`a loopback`…), or null when it is public. */
export function addressProblem(address: string): string | null {
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4'
  // BlockList matches an IPv4-mapped IPv6 address (::ffff:127.0.0.1) against the IPv4 ranges too.
  const range = ranges.find(({ list }) => list.check(address, family))
  if (range) return range.name
  if (family === 'ipv6' && !ipv4Mapped.check(address, 'ipv6') && !globalUnicast.check(address, 'ipv6'))
    return 'a non-global IPv6'
  return null
}

/** `OUTBOUND_ALLOWED_HOSTS`: `[http://|https://]host[:port]`, comma-separated; no port allows every port. */
export function parseOutboundAllowedHosts(value: string | undefined): OutboundAllowance[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(entry)?.[1]?.toLowerCase()
      const authority = scheme ? entry.slice(scheme.length + 3) : entry
      let url: URL | undefined
      try {
        url = new URL(`https://${authority}`)
      } catch {
        // answered below
      }
      const bare =
        url && url.username === '' && url.password === '' && `${url.pathname}${url.search}${url.hash}` === '/'
      if (!url || !bare || authority.endsWith('/') || (scheme && scheme !== 'http' && scheme !== 'https'))
        throw new Error(`OUTBOUND_ALLOWED_HOSTS: expected [http://|https://]host[:port], got '${entry}'`)
      const port = /:(\d+)$/.exec(authority)?.[1] ?? null
      return { host: url.hostname, port: port === null ? null : String(Number(port)), http: scheme === 'http' }
    })
}

/** The address a URL's host is written as (brackets of IPv6 taken off), or null when it is a name. */
export const literalAddress = (url: URL): string | null => {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  return isIP(host) ? host : null
}

const defaultPort = (url: URL) => url.port || (url.protocol === 'http:' ? '80' : '443')

/**
 * Checks what can be checked before connecting: the scheme (https, or http to an allowed `http://` entry) and a host
 * written as an address. `trusted`: an allowed host, reached without the address check; otherwise the connection must
 * resolve through `guardedLookup` (a name's addresses are checked when it connects).
 */
export function checkOutboundUrl(raw: string, allowed: readonly OutboundAllowance[]): { url: URL; trusted: boolean } {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new OutboundRefused('not a URL')
  }
  const port = defaultPort(url)
  const allowance = allowed.find((entry) => entry.host === url.hostname && (entry.port ?? port) === port)
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowance?.http))
    throw new OutboundRefused(`${url.protocol} is not allowed for ${url.hostname}, only https:`)
  if (allowance) return { url, trusted: true }
  const address = literalAddress(url)
  const problem = address ? addressProblem(address) : null
  if (problem) throw new OutboundRefused(`${url.hostname} is ${problem} address`)
  return { url, trusted: false }
}

type Resolve = (
  hostname: string,
  options: LookupAllOptions,
  done: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void
) => void

/** Every address of `hostname` (of `options.family` when given), or a refusal naming the first non-public one. */
export function resolvePublic(
  hostname: string,
  options: Omit<LookupAllOptions, 'all'> = {},
  resolve: Resolve = dnsLookup
): Promise<LookupAddress[]> {
  return new Promise((resolved, rejected) =>
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return rejected(error)
      for (const { address } of addresses) {
        const problem = addressProblem(address)
        if (problem) return rejected(new OutboundRefused(`${hostname} resolves to ${problem} address (${address})`))
      }
      resolved(addresses)
    })
  )
}

/**
 * A socket's look-up that refuses non-public addresses: the connection goes to the address checked here, so a name
 * that answers a public address first and a private one next (DNS rebinding) gains nothing.
 */
export const guardedLookup =
  (resolve: Resolve = dnsLookup): LookupFunction =>
  (hostname, { all, ...options }, done) => {
    resolvePublic(hostname, options, resolve).then(
      (addresses) => (all ? done(null, addresses) : done(null, addresses[0]!.address, addresses[0]!.family)),
      (error: Error) => done(error, '')
    )
  }
