/** Accounts: users, moderation, API keys, vouchers, phones, deactivations, outbox. */
export const accounts = {
  spinroom: {
    filters: { role: 'Role', badge: 'Badge' },
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
    moderation: {
      reason: 'Reason',
      reason_optional: 'Reason (optional)',
      reason_missing: 'Say why: the record keeps it and the user is told.',
      kick: 'Kick',
      kick_title: 'Kick "%{name}"?',
      kick_content: 'Their open connections are told why and closed. They can sign in again.',
      kicked: 'User kicked',
      sign_out: 'End all sessions',
      sign_out_title: 'End every session of "%{name}"?',
      sign_out_content:
        'Every token and open connection of the account stops working at once; they sign in again with their password.',
      signed_out: 'Every session ended',
      ban: 'Ban',
      ban_title: 'Ban "%{name}"?',
      ban_content: 'They are signed out everywhere at once and cannot sign in until unbanned.',
      banned: 'User banned',
      temporary_ban: 'Temporary ban',
      temporary_ban_title: 'Ban "%{name}" until…',
      temporary_ban_until: 'Until',
      temporary_ban_content: 'They are signed out everywhere at once and can sign in again after this time.',
      temporarily_banned: 'User banned until the chosen time',
      unban: 'Unban',
      unban_title: 'Unban "%{name}"?',
      unban_content: 'They can sign in again at once.',
      unbanned: 'User unbanned',
      add_role: 'Add role',
      add_role_title: 'Add a role to "%{name}"',
      role: 'Role',
      role_added: 'Role added',
      global_moderator: 'Global moderator',
      global_moderator_title: 'Make "%{name}" a global moderator?',
      global_moderator_content: 'They may moderate every room and every user below their rank.',
      global_moderator_added: 'Global moderator role added',
      capability_allow: 'Allow: %{capability}',
      capability_remove: 'Remove: %{capability}',
      capability_allow_title: 'Allow "%{capability}" for "%{name}"?',
      capability_remove_title: 'Remove "%{capability}" for "%{name}"?',
      capability_allow_content: 'They may do this from now on.',
      capability_remove_content: 'They can no longer do this.',
      capability_added: 'Capability added',
      capability_removed: 'Capability removed',
      badges: 'Badges',
      badges_title: 'Badges of "%{name}"',
      badges_saved: 'Badges saved',
      change_password: 'Change password',
      change_password_title: 'New password for "%{name}"',
      change_password_field: 'New password',
      change_password_content:
        'At least 8 characters. Tell them through a channel you trust; their other sessions keep working.',
      password_changed: 'Password changed',
      cancel_deactivation: 'Cancel deactivation request',
      cancel_deactivation_title: 'Cancel the deactivation request of "%{name}"?',
      cancel_deactivation_content: 'The request is closed as cancelled; the account stays active.',
      deactivation_cancelled: 'Deactivation request cancelled',
      reactivate: 'Reactivate account',
      reactivate_title: 'Reactivate the account of "%{name}"?',
      reactivate_content: 'The account becomes active again, with all its data, and can sign in.',
      reactivated: 'Account reactivated'
    },
    contact: {
      tab: 'Contact & media',
      emails: 'E-mail addresses',
      identities: 'Verified phones',
      images: 'Pictures',
      fields: { email: 'Address', type: 'Type', status: 'Status', verifiedAt: 'Verified' },
      kinds: { profilePicture: 'Profile picture', coverPicture: 'Cover picture' }
    },
    phones: {
      phone_hint: 'International format, e.g. +44 7400 123456',
      clear: 'Clear all',
      clear_title: 'Clear every recorded phone validation?',
      clear_content: 'The list of recent validations is emptied; the whitelist and the limits are not affected.',
      cleared: 'Phone validations cleared',
      fraud_constants: 'Limits in force',
      blocked: 'Refused',
      constants: {
        codesPerNumberPerHour: 'Codes per number per hour',
        codesPerCallerPerHour: 'Codes per caller per hour',
        maxAttemptsPerCode: 'Attempts per code',
        codeTtlMinutes: 'Code lifetime (minutes)',
        identityVerificationTtlMinutes: 'Verification valid for (minutes)'
      }
    },
    deactivations: {
      deactivate: 'Deactivate',
      deactivate_title: 'Deactivate "%{name}"?',
      deactivate_content:
        'They can no longer sign in. Their data is kept, and an administrator can reactivate the account.',
      deactivated: 'Account deactivated',
      reactivate: 'Reactivate',
      reactivate_title: 'Withdraw the request of "%{name}"?',
      reactivate_content: 'The request is closed as reactivated; the account stays active.',
      reactivated: 'Request withdrawn, account active',
      cancel: 'Cancel request',
      empty: 'No open deactivation request'
    },
    moderation_history: {
      tab: 'Moderation history',
      empty: 'No moderation action on this user yet',
      details: 'Details'
    },
    comments: {
      tab: 'Comments',
      label: 'Comment',
      add: 'Add comment',
      added: 'Comment added',
      empty: 'No comment on this user yet',
      by: '%{author}, %{date}',
      unknown_author: 'a former moderator',
      count: '%{smart_count} comment |||| %{smart_count} comments'
    },
    user_tabs: { profile: 'Profile' },
    user_page: {
      points_tab: 'Points',
      tokens_tab: 'Tokens',
      avatars_tab: 'Avatars',
      rooms_tab: 'Rooms',
      points: 'points',
      rank: 'rank',
      current_season: 'Current season',
      lifetime: 'All seasons (lifetime)',
      balance: 'tokens',
      no_token_account: 'This user has no token account yet.',
      open_account: 'Open the account page',
      wearing: 'Wearing',
      assigned_avatars: 'Avatars given to this user',
      no_avatars: 'No avatar given to this user yet.',
      avatar: 'Avatar',
      since: 'Since',
      until: 'Until',
      room: 'Room',
      room_role: 'Role',
      no_rooms: 'This user holds no role in any room.'
    },
    outbox: {
      no_subject: '(no subject)'
    },
    vouchers: {
      create_title: 'Create vouchers',
      count: 'How many codes',
      note: 'Note (what they are for)',
      create: 'Create codes',
      created: '%{count} codes created',
      copy_all: 'Copy all',
      copied: 'Codes copied to the clipboard',
      done: 'Done',
      revoke: 'Revoke',
      revoke_title: 'Revoke voucher %{code}?',
      revoke_content: 'Nobody will be able to redeem or sign up with this code.',
      revoked: 'Voucher revoked'
    }
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
    },
    vouchers: {
      name: 'Voucher |||| Vouchers',
      fields: {
        id: 'ID',
        code: 'Code',
        status: 'Status',
        note: 'Note',
        redeemedBy: 'Redeemed by',
        redeemedAt: 'Redeemed at',
        createdAt: 'Created',
        q: 'Search'
      }
    },
    'deactivation-requests': {
      name: 'Deactivation request |||| Deactivation requests',
      fields: {
        id: 'ID',
        userUuid: 'User',
        nickname: 'Nickname',
        email: 'Email',
        reason: 'Reason',
        status: 'Status',
        createdAt: 'Requested',
        q: 'Search'
      }
    },
    'phone-numbers': {
      name: 'Whitelisted number |||| Phone whitelist',
      fields: { id: 'ID', phone: 'Phone', note: 'Note', createdBy: 'Added by', createdAt: 'Added', q: 'Search' }
    },
    'phone-validations': {
      name: 'Phone validation |||| Phone validations',
      fields: {
        id: 'ID',
        phone: 'Phone',
        status: 'Status',
        type: 'Type',
        country: 'Country',
        callerUuid: 'Checked by',
        createdAt: 'When',
        q: 'Search'
      }
    },
    outbox: {
      name: 'Outbox message |||| Outbox',
      fields: {
        id: 'ID',
        channel: 'Channel',
        to: 'To',
        subject: 'Subject',
        body: 'Body',
        createdAt: 'Sent',
        q: 'Search'
      }
    }
  }
}
