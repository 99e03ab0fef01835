/** The eight gateway bases, the seed service each one is, and the version label it reports. */
export const bases = {
  user: { base: '/api/user-service', service: 'user-service', version: '1.8.5' },
  merch: { base: '/api/merch-service', service: 'points-service', version: '1.0' },
  room: { base: '/api/room-service', service: 'room-service', version: '1.4.2' },
  upload: { base: '/api/upload-service', service: 'song-service', version: '1.1.9' },
  social: { base: '/api/social-service', service: 'social-service', version: '1.0.0' },
  playlist: { base: '/api/playlist-service', service: 'playlist-service', version: '1.0.0' },
  payment: { base: '/api/payment-service', service: 'payment-service', version: '1.0.0' },
  audit: { base: '/api/audit-service', service: 'audit-service', version: '1.0.0' }
} as const

export type BaseName = keyof typeof bases
