/** The console's domains, in menu order; a resource names its domain in resources/registry.ts. */
export const domains = [
  { id: 'accounts', label: 'spinroom.domains.accounts' },
  { id: 'points', label: 'spinroom.domains.points' },
  { id: 'rooms', label: 'spinroom.domains.rooms' },
  { id: 'songs', label: 'spinroom.domains.songs' },
  { id: 'social', label: 'spinroom.domains.social' },
  { id: 'playlists', label: 'spinroom.domains.playlists' },
  { id: 'payments', label: 'spinroom.domains.payments' },
  { id: 'audit', label: 'spinroom.domains.audit' }
] as const

export type DomainId = (typeof domains)[number]['id']
