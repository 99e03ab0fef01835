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
      kick: 'Kick',
      kick_title: 'Kick "%{name}"?',
      kick_content: 'Their open connections are told why and closed. They can sign in again.',
      kicked: 'User kicked',
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
      capability_allow: 'Allow %{capability}',
      capability_remove: 'Remove %{capability}',
      capability_allow_title: 'Allow %{capability} for "%{name}"?',
      capability_remove_title: 'Remove %{capability} for "%{name}"?',
      capability_allow_content: 'They may %{capability} from now on.',
      capability_remove_content: 'They can no longer %{capability}.',
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
    seasons: { state: 'State', past: 'Past', current: 'Current', upcoming: 'Upcoming' },
    season_delete: {
      title: 'Delete season "%{name}"?',
      content: 'The season goes for good.',
      with_points: 'Delete with points',
      deleted: 'Season "%{name}" deleted'
    },
    points: {
      adjust: 'Adjust points',
      adjust_title: 'Adjust points in the current season',
      adjust_title_for: 'Adjust the points of "%{name}" in the current season',
      user: 'User',
      points: 'Points',
      points_hint: 'A whole number; negative takes points away (a balance never goes below 0)',
      reason: 'Reason',
      apply: 'Apply',
      adjusted: '%{points} points for "%{name}"'
    },
    leaderboard: {
      title: 'Leaderboard',
      season: 'Season',
      lifetime: 'All seasons (lifetime)',
      players: '%{smart_count} ranked player |||| %{smart_count} ranked players',
      rank: 'Rank',
      player: 'Player',
      points: 'Points',
      empty: 'No points in this season yet'
    },
    season_backfill: {
      label: 'Backfill avatars',
      title: 'Award the avatars of "%{name}"?',
      content:
        'Every user whose points in this season reached the threshold of one of its award avatars gets it (up to 1000 at a time).',
      done: '%{created} avatars awarded'
    },
    avatars: {
      image: 'Image',
      upload: 'Upload image',
      upload_hint: 'PNG, JPEG, WebP or GIF, at most 5 MB',
      slug_rule: 'Lower-case letters, digits and dashes (2 to 64)',
      discord_hint: 'Only users with a linked Discord account may use it',
      statuses: { PUBLIC: 'Public', PRIVATE: 'Private', SEASON_AWARD: 'Season award', SUBSCRIBER_ONLY: 'Subscribers' },
      types: { MANUAL: 'Manual', SEASON_AWARD: 'Season award', PURCHASED: 'Purchased' },
      assignments: 'Assigned to',
      no_assignments: 'Nobody has this avatar yet.',
      assign: 'Assign to user',
      assign_title: 'Assign "%{name}"',
      assigned: 'Avatar assigned',
      user: 'User',
      assignment_type: 'How',
      remove: 'Remove',
      remove_title: 'Remove this assignment?',
      remove_content: 'The user keeps the avatar only if it is public (or theirs another way).'
    },
    rooms: {
      settings: 'Settings',
      live: 'Live',
      roles: 'Roles',
      promoted: 'Promoted',
      now_playing: 'Now playing',
      nothing_playing: 'Nothing is playing',
      played_by: 'DJ: %{name}',
      likes: 'Likes',
      dislikes: 'Dislikes',
      stars: 'Stars',
      live_updated: 'Updated at %{time}; refreshes every few seconds',
      refresh: 'Refresh',
      in_room: 'In the room (%{smart_count})',
      nobody_in_room: 'Nobody is in the room',
      live_user: 'User',
      live_place: 'Where',
      live_role: 'Role',
      places: { playing: 'Playing', dj: 'DJ in line', floor: 'Dance floor', audience: 'Audience' },
      kick: 'Kick',
      kick_title: 'Kick %{name} from the room?',
      kick_for: 'Kept out for',
      kick_durations: { ten_minutes: '10 minutes', hour: '1 hour', day: '1 day', week: '1 week' },
      kick_content: 'They leave the room at once and cannot come back in until the kick lapses.',
      kicked: '%{name} was kicked from the room',
      skip: 'Skip song',
      skip_title: 'Skip "%{song}" in %{name}?',
      skip_content: 'The next DJ in line plays now, for everyone in the room.',
      skipped: 'Song skipped',
      no_poster: 'No poster',
      slug_rule: 'Lower-case letters, digits and single dashes',
      promote: 'Promote',
      promote_title: 'Promote "%{name}"?',
      promote_content: 'The room is listed among the promoted rooms of every player.',
      promote_done: 'Room promoted',
      unpromote: 'Unpromote',
      unpromote_title: 'Stop promoting "%{name}"?',
      unpromote_content: 'The room leaves the promoted rooms; nothing else changes.',
      unpromote_done: 'Room no longer promoted',
      dj_seats: 'DJ seats',
      dj_seats_title: 'DJ seats of "%{name}"',
      dj_seats_content: '%{seats} seat(s) on stage. DJs beyond the seats wait in line.',
      dj_seats_saved: 'DJ seats saved',
      guest_password: 'Guest password',
      set_guest_password: 'Set guest password',
      set_guest_password_title: 'Guest password for "%{name}"',
      set_guest_password_content: 'Guests who know it may enter. It is stored hashed and never shown again.',
      guest_password_set: 'Guest password set',
      clear_guest_password: 'Clear guest password',
      clear_guest_password_title: 'Remove the guest password of "%{name}"?',
      clear_guest_password_content: 'Guests no longer need a password for this room.',
      guest_password_cleared: 'Guest password removed',
      pin_message: 'Pin a message',
      pin_message_title: 'Pin a message in "%{name}"',
      pin_message_content: "Shown above the room's chat, at most %{max} at a time.",
      pinned_message: 'Message',
      message_pinned: 'Message pinned',
      pinned_at: 'Pinned at',
      no_pinned_messages: 'Nothing is pinned',
      unpin: 'Unpin',
      unpin_title: 'Unpin "%{name}"?',
      unpin_content: "The message is no longer shown above the room's chat.",
      message_unpinned: 'Message unpinned'
    },
    room_roles: {
      moderator: 'moderator',
      owner: 'owner',
      coOwner: 'coOwner',
      banned: 'banned',
      kicked: 'kicked',
      chatDisabled: 'chatDisabled',
      djDisabled: 'djDisabled',
      dj: 'dj',
      state: 'State',
      current: 'Current',
      lapsed: 'Lapsed',
      grant: 'Grant a role',
      room: 'Room',
      room_help: 'Room id, uuid or slug',
      expiry_help: 'Leave empty for a role that lasts; it lapses by itself at this time',
      expiry_past: 'The expiry must be in the future',
      remove: 'Remove',
      remove_title: 'Remove this room role?',
      remove_content: 'The user loses it in that room at once.'
    },
    communities: {
      slug_help: 'Derived from the name when empty; jqbx and web3 are for administrators',
      slug_format: 'Lower-case letters, digits and single hyphens',
      bulk: 'Bulk create',
      bulk_title: 'Create communities, one name a line',
      bulk_names: 'Names',
      bulk_create: 'Create all',
      bulk_done: '%{smart_count} community created |||| %{smart_count} communities created',
      members: 'Members (%{smart_count})',
      joined: 'Joined',
      add_member_label: 'User',
      add_member: 'Add member',
      member_added: 'Member added',
      remove_member: 'Remove %{name}',
      member_removed: 'Member removed',
      rooms: 'Rooms (%{smart_count})',
      add_room_label: 'Room id, uuid or slug',
      add_room: 'Add room',
      room_added: 'Room added',
      remove_room: 'Remove %{name}',
      room_removed: 'Room removed'
    },
    events: {
      room_help: 'Room id, uuid or slug; empty: no room',
      state: 'When',
      past: 'Past',
      live: 'Now',
      upcoming: 'Upcoming'
    },
    media: { choose: 'Choose file', none: 'None', lottie: 'Lottie animation' },
    consumables: { cover: 'Cover', small: 'Small' },
    bundles: {
      product_hint: 'The store product id, e.g. com.spinroom.tokens.550',
      price_hint: 'In cents (minor units): 499 is 4.99',
      currency_hint: 'Three-letter ISO 4217 code, e.g. usd'
    },
    custom_fields: {
      key_hint: 'Lower camel case, e.g. favouriteGenre',
      entities: { user: 'User', room: 'Room', consumable: 'Consumable', avatar: 'Avatar' },
      types: { string: 'Text', number: 'Number', boolean: 'Yes / no', date: 'Date', url: 'Link' }
    },
    tokens: {
      statuses: { active: 'Active', disabled: 'Disabled' },
      types: { credit: 'Credit', hold: 'Hold', commit: 'Commit', voided: 'Voided' },
      transactions: 'Transactions',
      all_types: 'All types',
      account_hint: 'Paste an account ID',
      no_transactions: 'No transactions yet',
      credit: 'Credit tokens',
      credit_title: 'Credit tokens to account %{name}',
      amount: 'Tokens',
      reason: 'Reason',
      credited: '%{amount} tokens credited',
      disable: 'Disable',
      disable_title: 'Disable token account %{name}?',
      disable_content:
        'No credits, holds or purchases until it is enabled again; holds already open may still be committed or voided.',
      disabled: 'Token account disabled',
      enable: 'Enable',
      enable_title: 'Enable token account %{name}?',
      enable_content: 'The account takes credits, holds and purchases again.',
      enabled: 'Token account enabled'
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
    outbox: {
      channels: { email: 'E-mail', sms: 'SMS' },
      no_subject: '(no subject)'
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
      revoked: 'Voucher revoked',
      statuses: { PENDING: 'PENDING', REDEEMED: 'REDEEMED', REVOKED: 'REVOKED' }
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
    'ranking-status': {
      name: 'Ranking |||| Ranking',
      fields: { id: 'ID', rank: 'Rank', userUuid: 'User', seasonId: 'Season', balance: 'Points', updatedAt: 'Updated' }
    },
    'ranking-status-lifetime': {
      name: 'Lifetime ranking |||| Lifetime ranking',
      fields: { id: 'ID', rank: 'Rank', userUuid: 'User', balance: 'Points', updatedAt: 'Updated' }
    },
    leaderboard: { name: 'Leaderboard |||| Leaderboard' },
    avatars: {
      name: 'Avatar |||| Avatars',
      fields: {
        id: 'ID',
        slug: 'Slug',
        name: 'Name',
        description: 'Description',
        imageFileId: 'Image',
        avatarStatus: 'Status',
        discordOnly: 'Discord only',
        seasonId: 'Season',
        pointsThreshold: 'Points threshold',
        createdAt: 'Created',
        updatedAt: 'Updated',
        q: 'Search'
      }
    },
    rooms: {
      name: 'Room |||| Rooms',
      fields: {
        id: 'ID',
        uuid: 'UUID',
        slug: 'Slug',
        name: 'Name',
        description: 'Description',
        vibe: 'Vibe',
        type: 'Type',
        design: 'Design',
        djType: 'Who may DJ',
        musicProviderKeys: 'Music providers',
        numberOfDjs: 'DJ seats',
        songsPerDj: 'Songs per DJ',
        roomSize: 'Room size',
        isPasswordProtected: 'Password',
        isGuestPasswordProtected: 'Guest password',
        unlisted: 'Unlisted',
        promoted: 'Promoted',
        isLive: 'Live',
        liveAudio: 'Live audio',
        hasChat: 'Chat',
        externalUrl: 'External URL',
        discordGuildId: 'Discord guild',
        posterUrl: 'Poster',
        numberOfUsersInRoom: 'Users in room',
        numberOfActiveDjs: 'Active DJs',
        usersInRoomUuids: 'Users in the room',
        pinnedMessages: 'Pinned messages',
        roomRoles: 'Roles',
        userUuid: 'User',
        role: 'Role',
        expirationTime: 'Expires',
        message: 'Message',
        pinnedAt: 'Pinned',
        createdAt: 'Created',
        updatedAt: 'Updated',
        q: 'Search by name'
      }
    },
    'room-user-roles': {
      name: 'Room role |||| Room roles',
      fields: {
        id: 'ID',
        roomId: 'Room',
        userUuid: 'User',
        role: 'Role',
        expirationTime: 'Lapses',
        createdAt: 'Granted',
        updatedAt: 'Updated'
      }
    },
    communities: {
      name: 'Community |||| Communities',
      fields: {
        id: 'ID',
        slug: 'Slug',
        name: 'Name',
        description: 'Description',
        imageUrl: 'Image URL',
        createdAt: 'Created',
        updatedAt: 'Updated',
        q: 'Search'
      }
    },
    events: {
      name: 'Event |||| Events',
      fields: {
        id: 'ID',
        slug: 'Slug',
        name: 'Name',
        description: 'Description',
        roomId: 'Room',
        startTime: 'Starts',
        endTime: 'Ends',
        posterUrl: 'Poster URL',
        createdBy: 'Created by',
        createdAt: 'Created',
        updatedAt: 'Updated',
        q: 'Search'
      }
    },
    'token-accounts': {
      name: 'Token account |||| Token accounts',
      fields: {
        id: 'ID',
        userUuid: 'User',
        balance: 'Balance',
        status: 'Status',
        version: 'Version',
        createdAt: 'Opened',
        updatedAt: 'Updated'
      }
    },
    'token-transactions': {
      name: 'Token transaction |||| Token transactions',
      fields: {
        id: 'ID',
        accountId: 'Account',
        type: 'Type',
        amount: 'Tokens',
        holdId: 'Hold',
        reason: 'Reason',
        source: 'By',
        createdAt: 'When'
      }
    },
    seasons: {
      name: 'Season |||| Seasons',
      fields: {
        id: 'ID',
        seasonName: 'Name',
        seasonStart: 'Starts',
        seasonEnd: 'Ends',
        createdAt: 'Created',
        updatedAt: 'Updated',
        q: 'Search'
      }
    },
    consumables: {
      name: 'Consumable |||| Consumables',
      fields: {
        id: 'ID',
        name: 'Name',
        description: 'Description',
        tokenCost: 'Token cost',
        displayType: 'Display',
        imageUrl: 'Image',
        fileUrl: 'File',
        image: 'Image (shown in the store)',
        file: 'File (played in the room: picture or Lottie animation)',
        createdAt: 'Created',
        createdBefore: 'Created before'
      }
    },
    'token-bundles': {
      name: 'Token bundle |||| Token bundles',
      fields: {
        id: 'ID',
        productId: 'Product id',
        name: 'Name',
        tokens: 'Tokens',
        price: 'Price',
        currency: 'Currency',
        thumbnailUrl: 'Thumbnail',
        thumbnail: 'Thumbnail (shown as a 512 px square)'
      }
    },
    'custom-fields': {
      name: 'Custom field |||| Custom fields',
      fields: {
        id: 'ID',
        key: 'Key',
        label: 'Label',
        entity: 'Attached to',
        type: 'Type',
        required: 'Required',
        description: 'Description',
        updatedAt: 'Updated',
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
    },
    'moderation-actions': {
      name: 'Moderation action |||| Moderation actions',
      fields: {
        id: 'ID',
        actionType: 'Action',
        targetUserUuid: 'User',
        moderatorUuid: 'By',
        reason: 'Reason',
        details: 'Details',
        createdAt: 'When',
        q: 'Search'
      }
    }
  }
}
