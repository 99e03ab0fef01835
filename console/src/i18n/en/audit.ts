/** Audit: moderation actions. */
export const audit = {
  resources: {
    'moderation-actions': {
      name: 'Moderation action |||| Moderation actions',
      fields: {
        id: 'ID',
        actionType: 'Action',
        targetUserUuid: 'User',
        moderatorUuid: 'By',
        roomUuid: 'Room',
        reason: 'Reason',
        details: 'Details',
        createdAt: 'When',
        q: 'Search'
      }
    }
  }
}
