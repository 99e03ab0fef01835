import { BlockList, isIP } from 'node:net'
import type { Geolocation } from '@spinroom/schemas'
import type { lookup } from 'geoip-country'

const loopback = new BlockList()
loopback.addSubnet('127.0.0.0', 8, 'ipv4')
loopback.addAddress('::1', 'ipv6')
const reserved = new BlockList()
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16]
] as const)
  reserved.addSubnet(net, bits, 'ipv4')
for (const [net, bits] of [
  ['fc00::', 7],
  ['fe80::', 10],
  ['::', 128]
] as const)
  reserved.addSubnet(net, bits, 'ipv6')

type Located = Omit<Geolocation, 'timezone' | 'recordedAt'>

// Loaded at the first look-up: the country tables take about 20 MB that an API nobody asks this of does not need.
let database: Promise<{ lookup: typeof lookup }> | undefined
const geoip = () => (database ??= import('geoip-country').then((m) => m.default))

/** An IPv4 address mapped into IPv6 (`::ffff:1.2.3.4`, as Node reports dual-stack peers) as its IPv4 self. */
const plain = (address: string) => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  return mapped ? mapped[1]! : address
}

/** Locates an address from the local country database; private and loopback addresses are `known: false`. */
export async function locate(raw: string): Promise<Located> {
  const address = plain(raw.trim())
  const unknown = (reason: Located['reason']): Located => ({
    address,
    known: false,
    reason,
    country: null,
    countryName: null,
    continent: null
  })
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4'
  if (!isIP(address)) return unknown('unlisted')
  if (loopback.check(address, family)) return unknown('loopback')
  if (reserved.check(address, family)) return unknown('private')
  const found = (await geoip()).lookup(address)
  if (!found) return unknown('unlisted')
  return {
    address,
    known: true,
    reason: null,
    country: found.country,
    countryName: found.name ?? null,
    continent: found.continent ?? null
  }
}
