/** The console itself: sign-in, menu, dashboard, roles, service status. */
export const core = {
  spinroom: {
    title: 'Spinroom console',
    auth: {
      who: 'For moderators and administrators',
      not_staff: 'This console is for moderators and administrators',
      session_expired: 'Your session has expired, please log in again',
      banned: 'You were banned: %{reason}',
      banned_until: 'You were banned: %{reason} (until %{until})',
      no_reason: 'no reason given',
      deactivated: 'Your account was deactivated.'
    },
    domains: {
      accounts: 'Accounts',
      points: 'Points & merch',
      rooms: 'Rooms',
      songs: 'Songs',
      social: 'Social',
      playlists: 'Playlists',
      payments: 'Payments',
      audit: 'Audit'
    },
    dashboard: {
      welcome: 'Welcome, %{name}',
      signed_in_as: 'Signed in as %{email}',
      roles: 'Roles',
      links: 'Elsewhere',
      api_reference: 'API reference',
      api_reference_hint: 'Every endpoint, its schema and who may call it',
      player: 'Player',
      player_hint: 'The listening rooms, as members see them'
    },
    roles: {
      globalModerator: 'Global moderator',
      admin: 'Admin',
      moderator: 'Moderator',
      staff: 'Staff',
      promoter: 'Promoter',
      user: 'User',
      superUser: 'Super user',
      bot: 'Bot'
    },
    status: {
      menu: 'Service status',
      title: 'Service status',
      refresh: 'Refresh',
      version: 'Version',
      uptime: 'Uptime',
      started: 'Started %{date}',
      database: 'Database',
      reachable: 'Reachable, %{latency} ms (%{dialect})',
      unreachable: 'Unreachable (%{dialect})',
      node: 'Node.js',
      down: 'Not answering: %{message}',
      days: '%{smart_count} d',
      hours: '%{smart_count} h',
      minutes: '%{smart_count} min',
      seconds: '%{smart_count} s'
    },
    empty_value: '—'
  }
}
