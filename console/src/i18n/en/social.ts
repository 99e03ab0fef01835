/** Social: DJs and fans, friends, blocks, contact books, notifications. */
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
    },
    notifications: {
      send: 'Send a notification',
      to: 'To (empty: everyone)',
      sendToUser: 'Send to this user',
      sendToEveryone: 'Send to everyone',
      sent: 'Sent to %{smart_count} user |||| Sent to %{smart_count} users'
    }
  },
  resources: {
    djs: {
      name: 'DJ |||| DJs',
      fields: { id: 'ID', nickname: 'DJ', avatarId: 'Avatar', fanCount: 'Fans', lastFanAt: 'Latest fan', q: 'Search' }
    },
    notifications: {
      name: 'Notification |||| Notifications',
      fields: {
        id: 'ID',
        kind: 'Kind',
        userUuid: 'To',
        platform: 'Platform',
        title: 'Title',
        body: 'Message',
        link: 'Link (opens on tap)',
        status: 'Status',
        error: 'Error',
        senderUuid: 'From',
        createdAt: 'Queued',
        sentAt: 'Sent',
        q: 'Search'
      }
    }
  }
}
