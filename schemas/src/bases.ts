/**
 * The eight gateway bases (DESIGN.md, "One API, eight bases"): the domain each one serves, its seed service and
 * version.
 */
export const bases = {
  accounts: { base: '/api/user-service', service: 'user-service', version: '1.8.5' },
  points: { base: '/api/merch-service', service: 'points-service', version: '1.0' },
  rooms: { base: '/api/room-service', service: 'room-service', version: '1.4.2' },
  songs: { base: '/api/upload-service', service: 'song-service', version: '1.1.9' },
  social: { base: '/api/social-service', service: 'social-service', version: '1.0.0' },
  playlists: { base: '/api/playlist-service', service: 'playlist-service', version: '1.0.0' },
  payments: { base: '/api/payment-service', service: 'payment-service', version: '1.0.0' },
  audit: { base: '/api/audit-service', service: 'audit-service', version: '1.0.0' }
} as const

/** Where the API serves socket.io: its services and the live room, for every client. */
export const socketPath = '/socket.io'

/** A domain's one name, used by every workspace; its URL base is `bases[name].base`. */
export type DomainName = keyof typeof bases
export type ApiBase = (typeof bases)[DomainName]['base']
export const domainNames = Object.keys(bases) as DomainName[]
