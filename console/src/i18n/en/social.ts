/** Social: notifications. */
export const social = {
  spinroom: {
    notifications: {
      send: 'Send a notification',
      to: 'To (empty: everyone)',
      sendToUser: 'Send to this user',
      sendToEveryone: 'Send to everyone',
      sent: 'Sent to %{smart_count} user |||| Sent to %{smart_count} users'
    }
  },
  resources: {
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
