import type { EnumWords } from '../../resources/shared/enums.ts'

const enums: EnumWords = {
  userRoles: {
    globalModerator: 'Global moderator',
    admin: 'Admin',
    moderator: 'Moderator',
    staff: 'Staff',
    promoter: 'Promoter',
    user: 'User',
    superUser: 'Super user',
    bot: 'Bot'
  },
  userCapabilities: { uploadMusic: 'Upload music', promoteRoom: 'Promote rooms' },
  userStatuses: { active: 'Active', banned: 'Banned', deactivated: 'Deactivated' },
  badges: {
    VERIFIED: 'Verified',
    PLATINUM: 'Platinum',
    DOUBLE_PLATINUM: 'Double platinum',
    JQBX: 'JQBX',
    STAFF: 'Staff'
  },
  emailTypes: { personal: 'Personal', work: 'Work', payment: 'Payment', spotify: 'Spotify', discord: 'Discord' },
  emailStatuses: {
    PENDING_VERIFICATION: 'Awaiting verification',
    VERIFIED: 'Verified',
    DELETED: 'Deleted',
    CREATED_BY_ADMIN: 'Added by an admin'
  },
  imageKinds: { profilePicture: 'Profile picture', coverPicture: 'Cover picture' },
  roomRoles: {
    moderator: 'Moderator',
    owner: 'Owner',
    coOwner: 'Co-owner',
    banned: 'Banned',
    kicked: 'Kicked',
    chatDisabled: 'Chat disabled',
    djDisabled: 'DJ disabled',
    dj: 'DJ'
  },
  tokenRoles: {
    globalModerator: 'Global moderator',
    staff: 'Staff',
    superUser: 'Super user',
    promoter: 'Promoter',
    user: 'User',
    bot: 'Bot',
    admin: 'Admin',
    moderator: 'Moderator',
    guest: 'Guest'
  },
  djTypes: {
    EVERYONE: 'Everyone',
    INVITE_ONLY: 'Invited only',
    PRO_PLAN_OWNER: 'Pro plan owner',
    VERIFIED_ONLY: 'Verified only'
  },
  roomTypes: { PUBLIC: 'Public', PRIVATE: 'Private' },
  roomDesigns: {
    BARN: 'Barn',
    BARN_UA: 'Barn (UA)',
    CHAT_ONLY: 'Chat only',
    CLUB: 'Club',
    CLUB_UA: 'Club (UA)',
    FERRY_BUILDING: 'Ferry building',
    FESTIVAL: 'Festival',
    STADIUM: 'Stadium',
    THEATER: 'Theater',
    TOMORROWLAND: 'Tomorrowland',
    UNDERGROUND: 'Underground',
    YACHT: 'Yacht'
  },
  musicProviderKeys: {
    apple: 'Apple Music',
    audius: 'Audius',
    napster: 'Napster',
    soundCloudPublic: 'SoundCloud',
    spotify: 'Spotify',
    uploadService: 'Uploads',
    youtube: 'YouTube',
    pandora: 'Pandora',
    deezer: 'Deezer',
    tidal: 'TIDAL',
    amazonMusic: 'Amazon Music',
    yandex: 'Yandex Music',
    spinrilla: 'Spinrilla',
    sevenDigital: '7digital'
  },
  moderationActionTypes: {
    banUser: 'Room ban',
    kickUser: 'Room kick',
    grantRole: 'Grant role',
    removeRole: 'Remove role',
    globalKick: 'Global kick',
    globalBan: 'Global ban',
    globalUnBan: 'Global unban',
    temporaryBan: 'Temporary ban',
    skipSong: 'Skip song',
    deleteChatMessage: 'Delete chat message',
    removeDj: 'Remove DJ',
    clearChat: 'Clear chat'
  },
  voucherStatuses: { PENDING: 'Pending', REDEEMED: 'Redeemed', REVOKED: 'Revoked' },
  deactivationStatuses: {
    OPEN: 'Open',
    CANCELLED: 'Cancelled',
    DEACTIVATED: 'Deactivated',
    REACTIVATED: 'Reactivated'
  },
  outboxChannels: { email: 'E-mail', sms: 'SMS' },
  phoneValidationStatuses: {
    VALID: 'Valid',
    INVALID: 'Invalid',
    VOIP: 'VoIP number',
    VALIDATION_ERROR: 'Check failed'
  },
  paymentTypes: { one_time: 'One-time', recurring: 'Subscription plan' },
  paymentProviders: { stripe: 'Stripe (card)', apple: 'App Store' },
  paymentStatuses: { paid: 'Paid', refunded: 'Refunded', partially_refunded: 'Partly refunded', disputed: 'Disputed' },
  subscriptionLevels: { PLATINUM: 'Platinum', DOUBLE_PLATINUM: 'Double platinum' },
  subscriptionStatuses: {
    incomplete: 'Incomplete',
    incomplete_expired: 'Never paid',
    trialing: 'Trial',
    active: 'Active',
    past_due: 'Payment failed (retrying)',
    canceled: 'Ended',
    unpaid: 'Unpaid',
    paused: 'Paused'
  },
  tokenAccountStatuses: { active: 'Active', disabled: 'Disabled' },
  tokenTransactionTypes: { credit: 'Credit', hold: 'Hold', commit: 'Commit', voided: 'Voided' },
  avatarStatuses: {
    PUBLIC: 'Public',
    PRIVATE: 'Private',
    SEASON_AWARD: 'Season award',
    SUBSCRIBER_ONLY: 'Subscribers'
  },
  assignmentTypes: { MANUAL: 'Manual', SEASON_AWARD: 'Season award', PURCHASED: 'Purchased' },
  consumableDisplayTypes: { cover: 'Cover', small: 'Small' },
  customFieldEntities: { user: 'User', room: 'Room', consumable: 'Consumable', avatar: 'Avatar' },
  customFieldTypes: { string: 'Text', number: 'Number', boolean: 'Yes / no', date: 'Date', url: 'Link' },
  songStatuses: {
    PENDING_UPLOAD: 'Uploading',
    VALID_FILE_TYPE: 'Checked',
    MISSING_METADATA: 'Missing title or artist',
    VERIFIED: 'Verified',
    UNVERIFIED: 'Rejected',
    VERIFICATION_ERROR: 'Transcode failed',
    VERIFICATION_POSTPONED: 'Transcoding'
  },
  crateSongStatuses: {
    PENDING_UPLOAD: 'Uploading',
    VALID_FILE_TYPE: 'Checked',
    MISSING_METADATA: 'Missing title or artist',
    VERIFIED: 'Verified',
    UNVERIFIED: 'Rejected',
    VERIFICATION_ERROR: 'Transcode failed',
    VERIFICATION_POSTPONED: 'Transcoding',
    DATA_NOT_FOUND: 'No data found',
    PENDING_REQUEST: 'Looking up',
    SUCCESS: 'Found',
    FETCH_FAILED: 'Lookup failed'
  },
  songProviderKeys: {
    apple: 'Apple Music',
    spotify: 'Spotify',
    youtube: 'YouTube',
    sevenDigital: '7digital',
    soundCloudPublic: 'SoundCloud',
    audius: 'Audius',
    uploadService: 'Uploads'
  },
  crateImportStatuses: { IN_PROGRESS: 'In progress', FAILED: 'Failed', COMPLETE: 'Complete' },
  importProviders: {
    sevenDigital: '7digital',
    soundCloudPublic: 'SoundCloud',
    spotify: 'Spotify',
    apple: 'Apple Music',
    uploadService: 'Uploads'
  },
  pushPlatforms: { web: 'Browser', ios: 'iOS', android: 'Android' },
  deliveryStatuses: {
    queued: 'Queued',
    sent: 'Sent',
    failed: 'Failed',
    expired: 'Unsubscribed',
    unconfigured: 'Not configured'
  },
  notificationKinds: {
    djLive: 'DJ is live',
    custom: 'Custom message',
    room: 'From a room',
    direct: 'Direct',
    silent: 'Silent'
  },
  auditTopics: {
    totalPlayed: 'Song played',
    played15Sec: 'Played 15 s',
    played30Sec: 'Played 30 s',
    pageView: 'Page view',
    likedTrack: 'Liked a track',
    createdRoom: 'Created a room',
    tokenChange: 'Token change',
    consumablePurchased: 'Consumable purchased'
  },
  socketEventKinds: {
    serviceEvent: 'Service event',
    liveAction: 'Live room action',
    statefulMessage: 'Live room change',
    statelessMessage: 'Live room message',
    connection: 'Connection notice'
  }
}

/** Every enumeration value the console shows, in words (see resources/shared/enums.ts). */
export const enumWords = { spinroom: { enums } }
