/** Texts of the shared fields: references that cannot be read, who wrote a transaction, the language switch. */
export const shared = {
  spinroom: {
    references: {
      unknown_user: 'unknown user',
      unknown_room: 'unknown room',
      unknown_season: 'unknown season',
      unknown_event: 'unknown event',
      unknown_account: 'unknown account'
    },
    moderation_details: {
      role: 'Role',
      previousRoles: 'Previous roles',
      previousRole: 'Previous role',
      previousOwners: 'Previous owners',
      capability: 'Capability',
      badges: 'Badges',
      until: 'Until',
      expirationTime: 'Lapses',
      previousStatus: 'Previous status',
      message: 'Message',
      messageUuid: 'Message id',
      trackName: 'Song',
      artistName: 'Artist'
    },
    sources: {
      admin: 'by admin (%{name})',
      user: 'by the user (%{name})',
      service: 'service key (%{name})',
      system: 'system (%{what})',
      unknown_key: 'a revoked or unknown service key',
      unknown: '%{source}'
    }
  }
}
