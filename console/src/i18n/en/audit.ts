/** Audit: the explorer, moderation actions, event names and the dashboard's activity chart. */
export const audit = {
  spinroom: {
    moderation_phrases: {
      badges_given: 'Badges given: %{badges}',
      badges_taken: 'Badges taken away: %{badges}',
      allowed: 'Allowed: %{capability}',
      disallowed: 'No longer allowed: %{capability}',
      banned_until: 'Banned until %{until}',
      granted: 'Made %{role}',
      granted_for: 'Made %{role} for %{duration}',
      granted_chatDisabled: 'Chat disabled',
      granted_chatDisabled_for: 'Chat disabled for %{duration}',
      granted_djDisabled: 'DJing disabled',
      granted_djDisabled_for: 'DJing disabled for %{duration}',
      granted_banned: 'Banned from the room',
      granted_banned_for: 'Banned from the room for %{duration}',
      granted_kicked: 'Kicked from the room',
      granted_kicked_for: 'Kicked from the room for %{duration}',
      removed: 'No longer %{role}',
      removed_chatDisabled: 'Chat allowed again',
      removed_djDisabled: 'DJing allowed again',
      removed_banned: 'Room ban lifted',
      removed_kicked: 'Room kick lifted',
      written_by_act: 'recorded as it was done'
    },
    audit_record: {
      song: '“%{track}” by %{artist}',
      page: 'Page',
      room: 'in',
      dj: 'DJ',
      elapsedSeconds: 'heard',
      songId: 'Song id',
      userProvider: 'via'
    },
    event_names: {
      menu: 'Event names',
      title: 'Event names',
      user_events: 'Audit topics',
      user_events_hint: 'What the apps record at %{route}; play tracking is highlighted',
      socket_events: 'Real-time events',
      socket_events_hint: '%{count} names, read from the running API',
      kind: 'Kind',
      path: 'Service path',
      name: 'Name'
    },
    activity: {
      title: 'Plays and active users per hour',
      subheader: 'Last 24 hours: %{plays} plays',
      plays: 'Plays',
      active_users: 'Active users',
      point: '%{plays} plays, %{users} active users'
    },
    moderation_actions: {
      by_hint: 'Empty: you'
    },
    user_actions: {
      tab: 'Activity',
      events: 'Latest audit events (%{count})',
      performed: 'Moderation acts by this user (%{count})'
    }
  },
  resources: {
    'audit-events': {
      name: 'Audit event |||| Audit events',
      fields: {
        id: 'ID',
        createdAt: 'When',
        topic: 'Topic',
        userUuid: 'User',
        device: 'Device',
        record: 'Record',
        createdAt_gte: 'From',
        createdAt_lte: 'Until'
      }
    },
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
        recordedByUuid: 'Written by',
        createdAt: 'When',
        createdAt_gte: 'From',
        createdAt_lte: 'Until',
        q: 'Search'
      }
    }
  }
}
