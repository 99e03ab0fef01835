import { BlockList, isIP } from 'node:net'
import { timingSafeEqual } from 'node:crypto'

/** Who may read `/metrics`: loopback, the addresses and networks of `METRICS_ALLOW`, a bearer of `METRICS_TOKEN`. */
export interface MetricsAccess {
  allow: string[]
  token?: string
}

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4')

/** `METRICS_ALLOW`: addresses (`10.0.0.5`) and networks (`10.0.0.0/8`), comma-separated; a bad one stops the start. */
export function parseMetricsAllow(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.split('/')
    const prefix = Number(bits)
    const max = isIP(address) === 6 ? 128 : 32
    const valid =
      isIP(address) !== 0 &&
      !rest.length &&
      (bits === undefined || (Number.isInteger(prefix) && prefix >= 0 && prefix <= max))
    if (!valid) throw new Error(`METRICS_ALLOW: '${entry.replace(/\0/g, '')}' is not an IP address or network`)
  }
  return entries
}

/** Answers whether a peer (its address, its Authorization header) may read the metrics. */
export function metricsGate(access: MetricsAccess): (address: string, authorization: string | undefined) => boolean {
  const allowed = new BlockList()
  allowed.addSubnet('127.0.0.0', 8, 'ipv4')
  allowed.addAddress('::1', 'ipv6')
  for (const entry of access.allow) {
    const [address = '', bits] = entry.split('/')
    if (bits === undefined) allowed.addAddress(address, family(address))
    else allowed.addSubnet(address, Number(bits), family(address))
  }
  const expected = access.token ? Buffer.from(`Bearer ${access.token}`) : undefined
  return (address, authorization) => {
    if (expected && authorization) {
      const given = Buffer.from(authorization)
      if (given.length === expected.length && timingSafeEqual(given, expected)) return true
    }
    return isIP(address) !== 0 && allowed.check(address, family(address))
  }
}
