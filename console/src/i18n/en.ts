import englishMessages from 'ra-language-english'
import type { TranslationMessages } from 'react-admin'

/** react-admin's English messages plus the console's own keys (spinroom.*, resources.*). */
export const en: TranslationMessages = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    auth: { ...englishMessages.ra.auth, username: 'Email' }
  },
  spinroom: {
    title: 'Spinroom console',
    auth: {
      who: 'For moderators and administrators',
      not_staff: 'This console is for moderators and administrators',
      session_expired: 'Your session has expired, please log in again'
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
    statuses: { active: 'Active', banned: 'Banned', deactivated: 'Deactivated' },
    filters: { role: 'Role' },
    api_keys: {
      created_title: 'API key "%{name}" created',
      secret_warning: 'Copy this secret now: it will not be shown again. Only a hash of it is stored.',
      secret_label: 'Secret',
      copy: 'Copy',
      copied: 'Secret copied to the clipboard',
      copy_failed: 'Could not copy: select the secret and copy it by hand',
      done: 'I have saved it',
      revoke: 'Revoke',
      revoke_title: 'Revoke API key "%{name}"?',
      revoke_content: 'Services using this key will be refused from now on. This cannot be undone.',
      revoked: 'API key revoked',
      active: 'Active'
    },
    empty_value: '—'
  },
  resources: {
    users: {
      name: 'User |||| Users',
      fields: {
        id: 'ID',
        email: 'Email',
        nickname: 'Nickname',
        firstName: 'First name',
        lastName: 'Last name',
        color: 'Color',
        avatarId: 'Avatar',
        pronoun: 'Pronoun',
        displayPronouns: 'Display pronouns',
        zodiac: 'Zodiac',
        roles: 'Roles',
        badges: 'Badges',
        capabilities: 'Capabilities',
        status: 'Status',
        bannedUntil: 'Banned until',
        createdAt: 'Created',
        updatedAt: 'Updated',
        q: 'Search'
      }
    },
    'api-keys': {
      name: 'API key |||| API keys',
      fields: {
        id: 'ID',
        name: 'Name',
        prefix: 'Prefix',
        createdBy: 'Created by',
        lastUsedAt: 'Last used',
        revokedAt: 'Revoked',
        createdAt: 'Created',
        updatedAt: 'Updated'
      }
    }
  }
}
