/** Points & merch: seasons, rankings, avatars, consumables, token bundles and accounts, custom fields. */
export const points = {
  spinroom: {
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
    rankings: { season: 'Season', lifetime: 'Lifetime', leaderboard: 'Leaderboard' },
    token_account_open: {
      label: 'Open token account',
      title: 'Open a token account',
      user: 'User',
      done: 'Token account of "%{name}" open'
    },
    user_avatars: { assign: 'Assign an avatar', assign_title: 'Assign an avatar to "%{name}"', avatar: 'Avatar' },
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
    media: { choose: 'Choose file', none: 'None', lottie: 'Lottie animation' },
    bundles: {
      product_hint: 'The store product id, e.g. com.spinroom.tokens.550',
      price_hint: 'In cents (minor units): 499 is 4.99',
      currency_hint: 'Three-letter ISO 4217 code, e.g. usd'
    },
    custom_fields: {
      key_hint: 'Lower camel case, e.g. favouriteGenre'
    },
    tokens: {
      held: '%{amount} held',
      bought: 'Bought %{name}',
      unknown_consumable: 'a consumable since removed',
      title: 'Token account of %{name}',
      transactions: 'Transactions',
      all_types: 'All types',
      owner: 'Account of',
      no_account: '%{name} has no token account',
      no_transactions: 'No transactions yet',
      credit: 'Credit tokens',
      credit_title: 'Credit tokens to the account of %{name}',
      amount: 'Tokens',
      reason: 'Reason',
      credited: '%{amount} tokens credited',
      disable: 'Disable',
      disable_title: 'Disable the token account of %{name}?',
      disable_content:
        'No credits, holds or purchases until it is enabled again; holds already open may still be committed or voided.',
      disabled: 'Token account disabled',
      enable: 'Enable',
      enable_title: 'Enable the token account of %{name}?',
      enable_content: 'The account takes credits, holds and purchases again.',
      enabled: 'Token account enabled'
    }
  },
  resources: {
    'ranking-status': {
      name: 'Rankings |||| Rankings',
      fields: { id: 'ID', rank: 'Rank', userUuid: 'User', seasonId: 'Season', balance: 'Points', updatedAt: 'Updated' }
    },
    'ranking-status-lifetime': {
      name: 'Lifetime ranking |||| Lifetime ranking',
      fields: { id: 'ID', rank: 'Rank', userUuid: 'User', balance: 'Points', updatedAt: 'Updated' }
    },
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
    }
  }
}
