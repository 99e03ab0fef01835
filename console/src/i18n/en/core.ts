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
      deactivated: 'Your account was deactivated.',
      more: 'Other ways in',
      back: 'Back to sign in',
      email: 'Email',
      password: 'Password',
      password_hint: 'At least 8 characters',
      nickname: 'Nickname',
      nickname_hint: 'Optional: made from the e-mail otherwise',
      sign_up_link: 'Create account',
      sign_up: 'Create an account',
      create_account: 'Create account',
      account_made: 'Your account is ready.',
      staff_only:
        'This console is for moderators and administrators. Listen, DJ and chat in the player; it opens signed in.',
      open_player: 'Open the player',
      forgot_link: 'Forgot password?',
      forgot: 'Forgot your password?',
      forgot_hint: 'We e-mail a code and a link to choose a new password',
      send_reset: 'E-mail me a reset code',
      reset_sent:
        'If an account uses %{email}, a code and a link are on their way. Both work once, for 30 minutes. Enter the code here, or open the link.',
      reset_link: 'Have a reset code?',
      reset: 'Choose a new password',
      code: 'Code from the e-mail',
      code_hint: 'Six digits',
      new_password: 'New password',
      set_password: 'Set new password',
      password_changed: 'Your password is changed. Sign in with it.',
      voucher_link: 'Redeem a voucher',
      voucher: 'Redeem a voucher',
      voucher_code: 'Voucher code',
      redeem: 'Redeem and create account'
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
