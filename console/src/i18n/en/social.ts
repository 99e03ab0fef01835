/** Social: DJs and fans, friends, blocks, contact books. */
export const social = {
  spinroom: {
    social: {
      tab: 'Social',
      fans: 'Fans',
      follows: 'Follows (DJs)',
      friends: 'Friends',
      invitations: 'Friend invitations',
      invitation_sent: 'sent',
      invitation_received: 'received',
      blocks: 'Blocked users',
      contact_book: 'Contact book',
      contact_fields: { name: 'Name', emails: 'E-mails', phoneNumbers: 'Phone numbers' },
      none: 'None'
    }
  },
  resources: {
    djs: {
      name: 'DJ |||| DJs',
      fields: { id: 'ID', nickname: 'DJ', avatarId: 'Avatar', fanCount: 'Fans', lastFanAt: 'Latest fan', q: 'Search' }
    }
  }
}
