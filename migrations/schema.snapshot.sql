-- The schema every migration builds from an empty database (api/test/schema/snapshot.test.ts), not run.
-- After adding a migration: npm run schema:snapshot, read the difference and commit it.

create table albums (
  id uuid not null,
  "shortId" character varying(16) not null,
  name character varying(300) not null,
  "artistId" uuid,
  "releaseYear" integer,
  thumbnails jsonb default '{}'::jsonb not null,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  "updatedAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table api_keys (
  id uuid not null,
  name character varying(100) not null,
  prefix character varying(16) not null,
  "secretHash" character varying(64) not null,
  "createdBy" uuid,
  "lastUsedAt" timestamp with time zone,
  "revokedAt" timestamp with time zone,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  "updatedAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table artists (
  id uuid not null,
  "shortId" character varying(16) not null,
  name character varying(300) not null,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  "updatedAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table audit_events (
  id uuid not null,
  topic character varying(64) not null,
  record jsonb not null,
  device jsonb not null,
  "userUuid" character varying(64),
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  "callerType" character varying(16)
);
create table avatar_assignments (
  id uuid not null,
  "avatarId" uuid not null,
  "userUuid" uuid not null,
  "assignmentType" character varying(20) not null,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table avatars (
  id uuid not null,
  slug character varying(64) not null,
  name character varying(100) not null,
  description text,
  "imageFileId" uuid,
  "avatarStatus" character varying(20) not null,
  "discordOnly" boolean default false not null,
  "seasonId" uuid,
  "pointsThreshold" integer,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  "updatedAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table blocked_users (
  id uuid not null,
  "userUuid" uuid not null,
  "blockedUserUuid" uuid not null,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table bots (
  "userUuid" uuid not null,
  "ownerUuid" uuid not null,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table caller_locations (
  "callerUuid" character varying(64) not null,
  address character varying(64) not null,
  known boolean not null,
  reason character varying(16),
  country character varying(2),
  "countryName" character varying(100),
  continent character varying(2),
  timezone character varying(64),
  "recordedAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table communities (
  id uuid not null,
  slug character varying(80) not null,
  name character varying(100) not null,
  description text,
  "imageUrl" character varying(2000),
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  "updatedAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table community_members (
  "communityId" uuid not null,
  "userUuid" uuid not null,
  "joinedAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table community_rooms (
  "communityId" uuid not null,
  "roomId" integer not null,
  "addedAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table consumable_files (
  id uuid not null,
  "contentType" character varying(40) not null,
  size integer not null,
  bytes bytea not null,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table consumable_purchases (
  id uuid not null,
  "accountId" uuid not null,
  "consumableId" uuid not null,
  "roomUuid" uuid not null,
  "userUuid" uuid not null,
  "tokenCost" bigint not null,
  "holdId" uuid,
  "commitId" uuid,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table consumables (
  id uuid not null,
  name character varying(100) not null,
  description text,
  "tokenCost" integer not null,
  "displayType" character varying(10) not null,
  "imageFileId" uuid,
  "fileId" uuid,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  "updatedAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table conversations (
  id uuid not null,
  "userUuid" uuid not null,
  "otherUuid" uuid not null,
  "lastMessageAt" timestamp with time zone,
  "lastMessageId" uuid,
  "readAt" timestamp with time zone,
  "clearedAt" timestamp with time zone
);
create table crate_rank_blocks (
  "crateId" uuid not null,
  block bigint not null,
  songs integer not null
) with (fillfactor=50);
create table crate_songs (
  id uuid not null,
  "crateId" uuid not null,
  "songId" uuid not null,
  status character varying(24) default 'SUCCESS'::character varying not null,
  "addedAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  rank double precision not null
);
create table crates (
  id uuid not null,
  "shortId" character varying(16) not null,
  "userId" uuid not null,
  "crateName" character varying(200) not null,
  description text,
  special character varying(10),
  "currentPosition" integer default 0 not null,
  "songCount" integer default 0 not null,
  "importStatus" character varying(16),
  "importSource" jsonb,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  "updatedAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table custom_field_values (
  "fieldId" uuid not null,
  "entityId" character varying(200) not null,
  value jsonb not null,
  "updatedAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table custom_fields (
  id uuid not null,
  key character varying(64) not null,
  label character varying(100) not null,
  entity character varying(20) not null,
  type character varying(20) not null,
  required boolean default false not null,
  description character varying(500),
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  "updatedAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table deactivation_requests (
  id uuid not null,
  "userUuid" uuid not null,
  reason character varying(1000),
  status character varying(20) default 'OPEN'::character varying not null,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  "closedAt" timestamp with time zone,
  "closedBy" uuid
);
create table devices (
  id uuid not null,
  "userUuid" uuid not null,
  "devicePlatform" character varying(10) not null,
  token text not null,
  "deviceName" character varying(100),
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  "updatedAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table direct_messages (
  id uuid not null,
  "conversationId" uuid not null,
  "senderUuid" uuid not null,
  "recipientUuid" uuid not null,
  message text not null,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table dj_fans (
  id uuid not null,
  "djUuid" uuid not null,
  "fanUuid" uuid not null,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table events (
  id uuid not null,
  slug character varying(120) not null,
  name character varying(100) not null,
  description text,
  "roomId" integer,
  "startTime" timestamp with time zone not null,
  "endTime" timestamp with time zone not null,
  "posterUrl" character varying(2000),
  "createdBy" uuid,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  "updatedAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  "externalUrl" character varying(2000)
);
create table external_identities (
  provider character varying(30) not null,
  "externalId" character varying(100) not null,
  "userUuid" uuid not null,
  username character varying(100),
  email character varying(320),
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  "updatedAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table friend_invitations (
  id uuid not null,
  "senderUuid" uuid not null,
  "recipientUuid" uuid not null,
  status character varying(10) default 'pending'::character varying not null,
  message character varying(300),
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  "updatedAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table friends (
  id uuid not null,
  "userUuid" uuid not null,
  "friendUuid" uuid not null,
  "invitationId" uuid,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table genres (
  id uuid not null,
  name character varying(100) not null,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  "updatedAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table knex_migrations (
  id integer default nextval('knex_migrations_id_seq'::regclass) not null,
  name character varying(255),
  batch integer,
  migration_time timestamp with time zone
);
create table knex_migrations_lock (
  index integer default nextval('knex_migrations_lock_index_seq'::regclass) not null,
  is_locked integer
);
create table live_processes (
  id uuid not null,
  "startedAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  "heartbeatAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table live_room_processes (
  process uuid not null,
  "roomId" integer not null
);
create table login_failures (
  subject text not null,
  failures integer not null,
  "firstAt" timestamp with time zone not null,
  "lockedUntil" timestamp with time zone,
  "signedInAt" timestamp with time zone
);
create table magic_links (
  id uuid not null,
  "tokenHash" character varying(64) not null,
  "userUuid" uuid,
  guest jsonb,
  "expiresAt" timestamp with time zone not null,
  "usedAt" timestamp with time zone,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table moderation_actions (
  id uuid not null,
  "actionType" character varying(32) not null,
  "targetUserUuid" uuid not null,
  "moderatorUuid" uuid,
  reason character varying(500),
  details jsonb default '{}'::jsonb not null,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  "roomUuid" uuid,
  "recordedByUuid" uuid,
  "updatedAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  role character varying(64),
  "previousRole" character varying(64)
);
create table moderation_comments (
  id uuid not null,
  "userUuid" uuid not null,
  "authorUuid" uuid,
  text character varying(2000) not null,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table notification_permits (
  scope character varying(20) not null,
  key character varying(100) not null,
  "lastSentAt" timestamp with time zone not null
);
create table notifications (
  id uuid not null,
  "batchId" uuid not null,
  kind character varying(20) not null,
  "userUuid" uuid not null,
  platform character varying(10) not null,
  target text not null,
  title character varying(120),
  body text,
  link text,
  data jsonb,
  status character varying(20) not null,
  error text,
  "senderUuid" uuid,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  "sentAt" timestamp with time zone
);
create table outbox (
  id uuid not null,
  channel character varying(10) not null,
  "to" character varying(320) not null,
  subject character varying(200),
  body text not null,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table password_resets (
  id uuid not null,
  "userUuid" uuid not null,
  "codeHash" character varying(64),
  "codeAttempts" integer default 0 not null,
  "tokenHash" character varying(64) not null,
  "codeExpiresAt" timestamp with time zone not null,
  "usedAt" timestamp with time zone,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table payment_customers (
  "userUuid" uuid not null,
  provider character varying(10) not null,
  "customerId" character varying(200) not null,
  region character varying(3),
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table payment_events (
  provider character varying(10) not null,
  "eventId" character varying(200) not null,
  type character varying(100) not null,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table payments (
  id uuid not null,
  provider character varying(10) not null,
  "providerPaymentId" character varying(200) not null,
  "userUuid" uuid not null,
  "productId" uuid,
  "tokenBundleId" uuid,
  amount integer not null,
  "amountRefunded" integer default 0 not null,
  currency character varying(3) not null,
  status character varying(30) not null,
  tokens integer default 0 not null,
  "tokensReclaimed" integer default 0 not null,
  "tokensShortfall" integer default 0 not null,
  "accountId" uuid,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  "updatedAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table phone_codes (
  id uuid not null,
  phone character varying(20) not null,
  purpose character varying(10) not null,
  channel character varying(10) not null,
  "callerUuid" character varying(64),
  "codeHash" character varying(64),
  "codeExpiresAt" timestamp with time zone not null,
  "codeAttempts" integer default 0 not null,
  "verifiedAt" timestamp with time zone,
  "usedAt" timestamp with time zone,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table phone_validations (
  id uuid not null,
  phone character varying(64) not null,
  status character varying(20) not null,
  type character varying(30),
  country character varying(2),
  "callerUuid" character varying(64),
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table phone_whitelist (
  id uuid not null,
  phone character varying(20) not null,
  note character varying(200),
  "createdBy" uuid,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table points_ledger (
  id bigint default nextval('points_ledger_id_seq'::regclass) not null,
  "userUuid" uuid not null,
  "seasonId" uuid not null,
  amount integer not null,
  reason character varying(200) not null,
  source character varying(200) not null,
  "idempotencyKey" character varying(200),
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table primus_resumes (
  "tokenHash" character varying(64) not null,
  "roomUuid" uuid not null,
  "expiresAt" timestamp with time zone not null
);
create table products (
  id uuid not null,
  name character varying(100) not null,
  description character varying(1000),
  "paymentType" character varying(20) not null,
  price integer not null,
  currency character varying(3) not null,
  "interval" character varying(10),
  "subscriptionLevel" character varying(30),
  "tokenBundleId" uuid,
  "appleProductId" character varying(200),
  active boolean default true not null,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  "updatedAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table provider_credentials (
  "userUuid" uuid not null,
  provider character varying(30) not null,
  "refreshTokenSealed" text,
  "accessTokenSealed" text,
  "accessExpiresAt" timestamp with time zone,
  scope character varying(1000),
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  "updatedAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table ranking_status (
  id uuid not null,
  "userUuid" uuid not null,
  "seasonId" uuid not null,
  balance bigint default '0'::bigint not null,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  "updatedAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table ranking_status_lifetime (
  id uuid not null,
  "userUuid" uuid not null,
  balance bigint default '0'::bigint not null,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  "updatedAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table ranking_totals (
  scope character varying(40) not null,
  users bigint default '0'::bigint not null
);
create table room_chat_messages (
  id bigint default nextval('room_chat_messages_id_seq'::regclass) not null,
  "roomId" integer not null,
  uuid uuid not null,
  "userUuid" uuid not null,
  message jsonb not null,
  date timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table room_favorites (
  id uuid not null,
  "userUuid" uuid not null,
  "roomId" integer not null,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table room_guest_kicks (
  "roomId" integer not null,
  "guestUuid" character varying(64) not null,
  "expirationTime" timestamp with time zone not null,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  address character varying(64)
);
create table room_live_state (
  "roomId" integer not null,
  seq bigint default '0'::bigint not null,
  state jsonb not null,
  "songEndsAt" timestamp with time zone,
  "updatedAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  engine jsonb default '{}'::jsonb not null,
  "graceEndsAt" timestamp with time zone,
  crowd jsonb default '{}'::jsonb not null,
  version bigint default '0'::bigint not null,
  "numberedUnder" timestamp with time zone default COALESCE((pg_stat_get_archiver()).stats_reset, to_timestamp((0)::double precision)) not null
);
create table room_live_user_data (
  "roomId" integer not null,
  "userUuid" character varying(64) not null,
  data jsonb not null
);
create table room_plays (
  id bigint default nextval('room_plays_id_seq'::regclass) not null,
  "roomId" integer not null,
  song jsonb not null,
  "djUuid" uuid not null,
  "startTime" timestamp with time zone not null,
  "endTime" timestamp with time zone not null,
  "voteCounts" jsonb not null,
  skipped boolean default false not null
);
create table room_user_roles (
  id uuid not null,
  "roomId" integer not null,
  "userUuid" uuid not null,
  role character varying(20) not null,
  "expirationTime" timestamp with time zone,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  "updatedAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table room_visits (
  "userUuid" uuid not null,
  "roomId" integer not null,
  "visitedAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table rooms (
  id integer default nextval('rooms_id_seq'::regclass) not null,
  uuid uuid not null,
  slug character varying(80) not null,
  name character varying(100) not null,
  description text,
  vibe character varying(100),
  "djType" character varying(20) default 'EVERYONE'::character varying not null,
  type character varying(10) default 'PUBLIC'::character varying not null,
  design character varying(20) default 'CLUB'::character varying not null,
  "musicProviderKeys" jsonb default '["apple", "audius", "napster", "soundCloudPublic", "spotify", "uploadService", "youtube"]'::jsonb not null,
  "numberOfDjs" integer default 5 not null,
  "songsPerDj" integer default 1 not null,
  "roomSize" integer default 200 not null,
  "entryFee" integer default 0 not null,
  "freeEntries" integer default 0 not null,
  "passwordHash" character varying(255),
  "guestPasswordHash" character varying(255),
  unlisted boolean default false not null,
  promoted boolean default false not null,
  "isLive" boolean default false not null,
  "liveAudio" boolean default false not null,
  "hasChat" boolean default true not null,
  "posterFileId" uuid,
  "externalUrl" character varying(2000),
  "pinnedMessages" jsonb default '[]'::jsonb not null,
  "discordGuildId" character varying(32),
  "autoSkipDislikeRatio" real,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  "updatedAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table seasons (
  id uuid not null,
  "seasonName" character varying(100) not null,
  "seasonStart" timestamp with time zone not null,
  "seasonEnd" timestamp with time zone not null,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  "updatedAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table songs (
  id uuid not null,
  "shortId" character varying(16) not null,
  isrc character varying(20),
  "trackName" character varying(300) not null,
  "artistName" character varying(300) not null,
  duration double precision not null,
  explicit boolean default false not null,
  genre character varying(100),
  "albumName" character varying(300),
  "albumId" uuid,
  "artistId" uuid,
  "releaseYear" integer,
  "musicProviders" jsonb default '{}'::jsonb not null,
  thumbnails jsonb default '{}'::jsonb not null,
  links jsonb default '{}'::jsonb not null,
  previews jsonb default '{}'::jsonb not null,
  analysis jsonb,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  "updatedAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  "searchVector" tsvector generated always as ((((setweight(to_tsvector('simple'::regconfig, (COALESCE("trackName", ''::character varying))::text), 'A'::"char") || setweight(to_tsvector('simple'::regconfig, (COALESCE("artistName", ''::character varying))::text), 'B'::"char")) || setweight(to_tsvector('simple'::regconfig, (COALESCE("albumName", ''::character varying))::text), 'C'::"char")) || setweight(to_tsvector('simple'::regconfig, (COALESCE(isrc, ''::character varying))::text), 'D'::"char"))) stored
);
create table subscriptions (
  id uuid not null,
  "userUuid" uuid not null,
  provider character varying(10) not null,
  "providerSubscriptionId" character varying(200) not null,
  "productId" uuid,
  level character varying(30) not null,
  status character varying(30) not null,
  region character varying(3),
  "startedAt" timestamp with time zone not null,
  "currentPeriodEnd" timestamp with time zone,
  "cancelAtPeriodEnd" boolean default false not null,
  "endedAt" timestamp with time zone,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  "updatedAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  "stateAt" timestamp with time zone
);
create table token_accounts (
  id uuid not null,
  "userUuid" uuid not null,
  status character varying(10) default 'active'::character varying not null,
  balance bigint default '0'::bigint not null,
  version bigint default '0'::bigint not null,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  "updatedAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table token_bundles (
  id uuid not null,
  "productId" character varying(200) not null,
  name character varying(100) not null,
  tokens integer not null,
  price integer not null,
  currency character varying(3) default 'usd'::character varying not null,
  "thumbnailFileId" uuid,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  "updatedAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table token_transactions (
  id uuid not null,
  "accountId" uuid not null,
  type character varying(10) not null,
  amount bigint not null,
  "holdId" uuid,
  "idempotencyKey" character varying(200),
  reason character varying(500),
  source character varying(200) not null,
  "expiresAt" timestamp with time zone,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table uploaded_songs (
  id uuid not null,
  "userId" uuid not null,
  status character varying(30) not null,
  "originalName" character varying(500) not null,
  "mimeType" character varying(100) not null,
  codec character varying(50) not null,
  bitrate integer,
  "sizeBytes" integer not null,
  duration double precision not null,
  "trackName" character varying(300),
  "artistName" character varying(300),
  "albumName" character varying(300),
  genre character varying(100),
  "releaseYear" integer,
  isrc character varying(20),
  explicit boolean default false not null,
  artwork character varying(2000),
  "transcodeProgress" integer default 0 not null,
  error text,
  "isPublic" boolean default true not null,
  "songId" uuid,
  "verifiedBy" uuid,
  "verifiedAt" timestamp with time zone,
  "fileKey" character varying(300) not null,
  "hlsPrefix" character varying(300),
  "hlsKey" bytea,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  "updatedAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table user_book_contacts (
  id uuid not null,
  "userUuid" uuid not null,
  name character varying(200),
  emails jsonb default '[]'::jsonb not null,
  "phoneNumbers" jsonb default '[]'::jsonb not null,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table user_emails (
  id uuid not null,
  "userUuid" uuid not null,
  email character varying(320) not null,
  type character varying(20) not null,
  status character varying(30) not null,
  "codeHash" character varying(64),
  "codeExpiresAt" timestamp with time zone,
  "codeAttempts" integer default 0 not null,
  "lastSentAt" timestamp with time zone,
  "verifiedAt" timestamp with time zone,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  "updatedAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table user_identities (
  id uuid not null,
  "userUuid" uuid not null,
  channel character varying(10) not null,
  phone character varying(20) not null,
  "verifiedAt" timestamp with time zone not null,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table user_image_files (
  "imageId" uuid not null,
  size integer not null,
  "contentType" character varying(30) not null,
  bytes bytea not null
);
create table user_images (
  id uuid not null,
  "userUuid" uuid not null,
  kind character varying(20) not null,
  "sourceFormat" character varying(10) not null,
  width integer not null,
  height integer not null,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table users (
  id uuid not null,
  email character varying(320),
  password character varying(255),
  nickname character varying(64) not null,
  "firstName" character varying(100),
  "lastName" character varying(100),
  color character varying(16),
  "avatarId" character varying(100),
  pronoun character varying(50),
  "displayPronouns" boolean default false not null,
  zodiac character varying(20),
  roles jsonb default '["user"]'::jsonb not null,
  badges jsonb default '[]'::jsonb not null,
  capabilities jsonb default '[]'::jsonb not null,
  status character varying(20) default 'active'::character varying not null,
  "bannedUntil" timestamp with time zone,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  "updatedAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  "songOfTheWeek" jsonb,
  "coverPicture" character varying(2048),
  facebook character varying(255),
  instagram character varying(255),
  twitter character varying(255),
  snapchat character varying(255),
  tiktok character varying(255),
  "priceForGig" integer,
  "musicProviders" jsonb default '[]'::jsonb not null,
  "allowExplicitAudio" boolean default true not null,
  "audioQuality" character varying(10) default 'medium'::character varying not null,
  "appleStorefrontId" character varying(2) default 'us'::character varying not null,
  song jsonb generated always as ("songOfTheWeek") stored,
  "tokensValidAfter" timestamp with time zone,
  "subscriptionLevel" character varying(30),
  "emailAddresses" text default ''::text not null
);
create table vapid_keys (
  id character varying(20) not null,
  "publicKey" character varying(200) not null,
  "privateKey" character varying(100) not null,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table vouchers (
  id uuid not null,
  code character varying(32) not null,
  status character varying(16) default 'PENDING'::character varying not null,
  note character varying(200),
  "createdBy" uuid,
  "redeemedBy" uuid,
  "redeemedAt" timestamp with time zone,
  "revokedAt" timestamp with time zone,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null,
  "updatedAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);
create table web_push_subscriptions (
  id uuid not null,
  "userUuid" uuid not null,
  endpoint text not null,
  p256dh character varying(200) not null,
  auth character varying(100) not null,
  "expiresAt" timestamp with time zone,
  "createdAt" timestamp with time zone default CURRENT_TIMESTAMP not null
);

alter table albums add constraint albums_artistid_foreign FOREIGN KEY ("artistId") REFERENCES artists(id) ON DELETE SET NULL;
alter table albums add constraint albums_pkey PRIMARY KEY (id);
alter table albums add constraint albums_shortid_unique UNIQUE ("shortId");
alter table api_keys add constraint api_keys_createdby_foreign FOREIGN KEY ("createdBy") REFERENCES users(id) ON DELETE SET NULL;
alter table api_keys add constraint api_keys_pkey PRIMARY KEY (id);
alter table api_keys add constraint api_keys_secrethash_unique UNIQUE ("secretHash");
alter table artists add constraint artists_pkey PRIMARY KEY (id);
alter table artists add constraint artists_shortid_unique UNIQUE ("shortId");
alter table audit_events add constraint audit_events_pkey PRIMARY KEY (id);
alter table avatar_assignments add constraint avatar_assignments_avatarid_foreign FOREIGN KEY ("avatarId") REFERENCES avatars(id) ON DELETE CASCADE;
alter table avatar_assignments add constraint avatar_assignments_avatarid_useruuid_unique UNIQUE ("avatarId", "userUuid");
alter table avatar_assignments add constraint avatar_assignments_pkey PRIMARY KEY (id);
alter table avatar_assignments add constraint avatar_assignments_type_check CHECK ((("assignmentType")::text = ANY ((ARRAY['MANUAL'::character varying, 'SEASON_AWARD'::character varying, 'PURCHASED'::character varying])::text[])));
alter table avatar_assignments add constraint avatar_assignments_useruuid_foreign FOREIGN KEY ("userUuid") REFERENCES users(id) ON DELETE CASCADE;
alter table avatars add constraint avatars_award_check CHECK ((((("avatarStatus")::text = 'SEASON_AWARD'::text) = ("seasonId" IS NOT NULL)) AND ((("avatarStatus")::text = 'SEASON_AWARD'::text) = ("pointsThreshold" IS NOT NULL)) AND (COALESCE("pointsThreshold", 0) >= 0)));
alter table avatars add constraint avatars_imagefileid_foreign FOREIGN KEY ("imageFileId") REFERENCES consumable_files(id) ON DELETE SET NULL;
alter table avatars add constraint avatars_pkey PRIMARY KEY (id);
alter table avatars add constraint avatars_seasonid_foreign FOREIGN KEY ("seasonId") REFERENCES seasons(id) ON DELETE CASCADE;
alter table avatars add constraint avatars_slug_check CHECK (((slug)::text ~ '^[a-z0-9-]{2,64}$'::text));
alter table avatars add constraint avatars_slug_unique UNIQUE (slug);
alter table avatars add constraint avatars_status_check CHECK ((("avatarStatus")::text = ANY ((ARRAY['PUBLIC'::character varying, 'PRIVATE'::character varying, 'SEASON_AWARD'::character varying, 'SUBSCRIBER_ONLY'::character varying])::text[])));
alter table blocked_users add constraint blocked_users_blockeduseruuid_foreign FOREIGN KEY ("blockedUserUuid") REFERENCES users(id) ON DELETE CASCADE;
alter table blocked_users add constraint blocked_users_pkey PRIMARY KEY (id);
alter table blocked_users add constraint blocked_users_useruuid_blockeduseruuid_unique UNIQUE ("userUuid", "blockedUserUuid");
alter table blocked_users add constraint blocked_users_useruuid_foreign FOREIGN KEY ("userUuid") REFERENCES users(id) ON DELETE CASCADE;
alter table bots add constraint bots_owneruuid_foreign FOREIGN KEY ("ownerUuid") REFERENCES users(id) ON DELETE CASCADE;
alter table bots add constraint bots_pkey PRIMARY KEY ("userUuid");
alter table bots add constraint bots_useruuid_foreign FOREIGN KEY ("userUuid") REFERENCES users(id) ON DELETE CASCADE;
alter table caller_locations add constraint caller_locations_pkey PRIMARY KEY ("callerUuid");
alter table communities add constraint communities_pkey PRIMARY KEY (id);
alter table communities add constraint communities_slug_unique UNIQUE (slug);
alter table community_members add constraint community_members_communityid_foreign FOREIGN KEY ("communityId") REFERENCES communities(id) ON DELETE CASCADE;
alter table community_members add constraint community_members_pkey PRIMARY KEY ("communityId", "userUuid");
alter table community_members add constraint community_members_useruuid_foreign FOREIGN KEY ("userUuid") REFERENCES users(id) ON DELETE CASCADE;
alter table community_rooms add constraint community_rooms_communityid_foreign FOREIGN KEY ("communityId") REFERENCES communities(id) ON DELETE CASCADE;
alter table community_rooms add constraint community_rooms_pkey PRIMARY KEY ("communityId", "roomId");
alter table community_rooms add constraint community_rooms_roomid_foreign FOREIGN KEY ("roomId") REFERENCES rooms(id) ON DELETE CASCADE;
alter table consumable_files add constraint consumable_files_pkey PRIMARY KEY (id);
alter table consumable_purchases add constraint consumable_purchases_accountid_foreign FOREIGN KEY ("accountId") REFERENCES token_accounts(id) ON DELETE RESTRICT;
alter table consumable_purchases add constraint consumable_purchases_commitid_foreign FOREIGN KEY ("commitId") REFERENCES token_transactions(id);
alter table consumable_purchases add constraint consumable_purchases_commitid_unique UNIQUE ("commitId");
alter table consumable_purchases add constraint consumable_purchases_consumableid_foreign FOREIGN KEY ("consumableId") REFERENCES consumables(id) ON DELETE RESTRICT;
alter table consumable_purchases add constraint consumable_purchases_holdid_foreign FOREIGN KEY ("holdId") REFERENCES token_transactions(id);
alter table consumable_purchases add constraint consumable_purchases_holdid_unique UNIQUE ("holdId");
alter table consumable_purchases add constraint consumable_purchases_paid_check CHECK (((("holdId" IS NULL) = ("tokenCost" = 0)) AND (("commitId" IS NULL) = ("tokenCost" = 0))));
alter table consumable_purchases add constraint consumable_purchases_pkey PRIMARY KEY (id);
alter table consumable_purchases add constraint consumable_purchases_useruuid_foreign FOREIGN KEY ("userUuid") REFERENCES users(id) ON DELETE RESTRICT;
alter table consumables add constraint consumables_fileid_foreign FOREIGN KEY ("fileId") REFERENCES consumable_files(id) ON DELETE SET NULL;
alter table consumables add constraint consumables_imagefileid_foreign FOREIGN KEY ("imageFileId") REFERENCES consumable_files(id) ON DELETE SET NULL;
alter table consumables add constraint consumables_pkey PRIMARY KEY (id);
alter table consumables add constraint consumables_token_cost_check CHECK (("tokenCost" >= 0));
alter table conversations add constraint conversations_id_useruuid_unique UNIQUE (id, "userUuid");
alter table conversations add constraint conversations_otheruuid_foreign FOREIGN KEY ("otherUuid") REFERENCES users(id) ON DELETE CASCADE;
alter table conversations add constraint conversations_pkey PRIMARY KEY ("userUuid", "otherUuid");
alter table conversations add constraint conversations_useruuid_foreign FOREIGN KEY ("userUuid") REFERENCES users(id) ON DELETE CASCADE;
alter table crate_rank_blocks add constraint "crate_rank_blocks_crateId_fkey" FOREIGN KEY ("crateId") REFERENCES crates(id) ON DELETE CASCADE;
alter table crate_rank_blocks add constraint crate_rank_blocks_pkey PRIMARY KEY ("crateId", block);
alter table crate_songs add constraint crate_songs_crateid_foreign FOREIGN KEY ("crateId") REFERENCES crates(id) ON DELETE CASCADE;
alter table crate_songs add constraint crate_songs_pkey PRIMARY KEY (id);
alter table crate_songs add constraint crate_songs_rank_unique UNIQUE ("crateId", rank) DEFERRABLE;
alter table crate_songs add constraint crate_songs_songid_foreign FOREIGN KEY ("songId") REFERENCES songs(id) ON DELETE CASCADE;
alter table crates add constraint crates_pkey PRIMARY KEY (id);
alter table crates add constraint crates_shortid_unique UNIQUE ("shortId");
alter table crates add constraint crates_userid_foreign FOREIGN KEY ("userId") REFERENCES users(id) ON DELETE CASCADE;
alter table custom_field_values add constraint custom_field_values_field_entity_unique UNIQUE ("fieldId", "entityId");
alter table custom_field_values add constraint custom_field_values_fieldid_foreign FOREIGN KEY ("fieldId") REFERENCES custom_fields(id) ON DELETE CASCADE;
alter table custom_fields add constraint custom_fields_entity_key_unique UNIQUE (entity, key);
alter table custom_fields add constraint custom_fields_pkey PRIMARY KEY (id);
alter table deactivation_requests add constraint deactivation_requests_closedby_foreign FOREIGN KEY ("closedBy") REFERENCES users(id) ON DELETE SET NULL;
alter table deactivation_requests add constraint deactivation_requests_pkey PRIMARY KEY (id);
alter table deactivation_requests add constraint deactivation_requests_useruuid_foreign FOREIGN KEY ("userUuid") REFERENCES users(id) ON DELETE CASCADE;
alter table devices add constraint devices_pkey PRIMARY KEY (id);
alter table devices add constraint devices_token_unique UNIQUE (token);
alter table devices add constraint devices_useruuid_deviceplatform_unique UNIQUE ("userUuid", "devicePlatform");
alter table devices add constraint devices_useruuid_foreign FOREIGN KEY ("userUuid") REFERENCES users(id) ON DELETE CASCADE;
alter table direct_messages add constraint direct_messages_pkey PRIMARY KEY (id);
alter table direct_messages add constraint direct_messages_recipientuuid_foreign FOREIGN KEY ("recipientUuid") REFERENCES users(id) ON DELETE CASCADE;
alter table direct_messages add constraint direct_messages_senderuuid_foreign FOREIGN KEY ("senderUuid") REFERENCES users(id) ON DELETE CASCADE;
alter table dj_fans add constraint dj_fans_djuuid_fanuuid_unique UNIQUE ("djUuid", "fanUuid");
alter table dj_fans add constraint dj_fans_djuuid_foreign FOREIGN KEY ("djUuid") REFERENCES users(id) ON DELETE CASCADE;
alter table dj_fans add constraint dj_fans_fanuuid_foreign FOREIGN KEY ("fanUuid") REFERENCES users(id) ON DELETE CASCADE;
alter table dj_fans add constraint dj_fans_pkey PRIMARY KEY (id);
alter table events add constraint events_createdby_foreign FOREIGN KEY ("createdBy") REFERENCES users(id) ON DELETE SET NULL;
alter table events add constraint events_end_after_start_check CHECK (("endTime" > "startTime"));
alter table events add constraint events_pkey PRIMARY KEY (id);
alter table events add constraint events_roomid_foreign FOREIGN KEY ("roomId") REFERENCES rooms(id) ON DELETE SET NULL;
alter table events add constraint events_slug_unique UNIQUE (slug);
alter table external_identities add constraint external_identities_pkey PRIMARY KEY (provider, "externalId");
alter table external_identities add constraint external_identities_useruuid_foreign FOREIGN KEY ("userUuid") REFERENCES users(id) ON DELETE CASCADE;
alter table external_identities add constraint external_identities_useruuid_provider_unique UNIQUE ("userUuid", provider);
alter table friend_invitations add constraint friend_invitations_pkey PRIMARY KEY (id);
alter table friend_invitations add constraint friend_invitations_recipientuuid_foreign FOREIGN KEY ("recipientUuid") REFERENCES users(id) ON DELETE CASCADE;
alter table friend_invitations add constraint friend_invitations_senderuuid_foreign FOREIGN KEY ("senderUuid") REFERENCES users(id) ON DELETE CASCADE;
alter table friends add constraint friends_frienduuid_foreign FOREIGN KEY ("friendUuid") REFERENCES users(id) ON DELETE CASCADE;
alter table friends add constraint friends_invitationid_foreign FOREIGN KEY ("invitationId") REFERENCES friend_invitations(id) ON DELETE SET NULL;
alter table friends add constraint friends_pkey PRIMARY KEY (id);
alter table friends add constraint friends_useruuid_foreign FOREIGN KEY ("userUuid") REFERENCES users(id) ON DELETE CASCADE;
alter table friends add constraint friends_useruuid_frienduuid_unique UNIQUE ("userUuid", "friendUuid");
alter table genres add constraint genres_pkey PRIMARY KEY (id);
alter table knex_migrations add constraint knex_migrations_pkey PRIMARY KEY (id);
alter table knex_migrations_lock add constraint knex_migrations_lock_pkey PRIMARY KEY (index);
alter table live_processes add constraint live_processes_pkey PRIMARY KEY (id);
alter table live_room_processes add constraint live_room_processes_pkey PRIMARY KEY (process, "roomId");
alter table live_room_processes add constraint live_room_processes_roomid_foreign FOREIGN KEY ("roomId") REFERENCES room_live_state("roomId") ON DELETE CASCADE;
alter table login_failures add constraint login_failures_pkey PRIMARY KEY (subject);
alter table magic_links add constraint magic_links_pkey PRIMARY KEY (id);
alter table magic_links add constraint magic_links_tokenhash_unique UNIQUE ("tokenHash");
alter table magic_links add constraint magic_links_useruuid_foreign FOREIGN KEY ("userUuid") REFERENCES users(id) ON DELETE CASCADE;
alter table moderation_actions add constraint moderation_actions_moderatoruuid_foreign FOREIGN KEY ("moderatorUuid") REFERENCES users(id) ON DELETE SET NULL;
alter table moderation_actions add constraint moderation_actions_pkey PRIMARY KEY (id);
alter table moderation_actions add constraint moderation_actions_recordedbyuuid_foreign FOREIGN KEY ("recordedByUuid") REFERENCES users(id) ON DELETE SET NULL;
alter table moderation_actions add constraint moderation_actions_roomuuid_foreign FOREIGN KEY ("roomUuid") REFERENCES rooms(uuid) ON DELETE SET NULL;
alter table moderation_actions add constraint moderation_actions_targetuseruuid_foreign FOREIGN KEY ("targetUserUuid") REFERENCES users(id) ON DELETE CASCADE;
alter table moderation_comments add constraint moderation_comments_authoruuid_foreign FOREIGN KEY ("authorUuid") REFERENCES users(id) ON DELETE SET NULL;
alter table moderation_comments add constraint moderation_comments_pkey PRIMARY KEY (id);
alter table moderation_comments add constraint moderation_comments_useruuid_foreign FOREIGN KEY ("userUuid") REFERENCES users(id) ON DELETE CASCADE;
alter table notification_permits add constraint notification_permits_pkey PRIMARY KEY (scope, key);
alter table notifications add constraint notifications_pkey PRIMARY KEY (id);
alter table notifications add constraint notifications_useruuid_foreign FOREIGN KEY ("userUuid") REFERENCES users(id) ON DELETE CASCADE;
alter table outbox add constraint outbox_pkey PRIMARY KEY (id);
alter table password_resets add constraint password_resets_pkey PRIMARY KEY (id);
alter table password_resets add constraint password_resets_tokenhash_unique UNIQUE ("tokenHash");
alter table password_resets add constraint password_resets_useruuid_foreign FOREIGN KEY ("userUuid") REFERENCES users(id) ON DELETE CASCADE;
alter table payment_customers add constraint payment_customers_pkey PRIMARY KEY ("userUuid", provider);
alter table payment_customers add constraint payment_customers_provider_customerid_unique UNIQUE (provider, "customerId");
alter table payment_customers add constraint payment_customers_useruuid_foreign FOREIGN KEY ("userUuid") REFERENCES users(id) ON DELETE CASCADE;
alter table payment_events add constraint payment_events_pkey PRIMARY KEY (provider, "eventId");
alter table payments add constraint payments_accountid_foreign FOREIGN KEY ("accountId") REFERENCES token_accounts(id) ON DELETE RESTRICT;
alter table payments add constraint payments_pkey PRIMARY KEY (id);
alter table payments add constraint payments_productid_foreign FOREIGN KEY ("productId") REFERENCES products(id) ON DELETE RESTRICT;
alter table payments add constraint payments_provider_providerpaymentid_unique UNIQUE (provider, "providerPaymentId");
alter table payments add constraint payments_reclaim_check CHECK ((("tokensReclaimed" + "tokensShortfall") <= tokens));
alter table payments add constraint payments_tokenbundleid_foreign FOREIGN KEY ("tokenBundleId") REFERENCES token_bundles(id) ON DELETE SET NULL;
alter table payments add constraint payments_useruuid_foreign FOREIGN KEY ("userUuid") REFERENCES users(id) ON DELETE RESTRICT;
alter table phone_codes add constraint phone_codes_pkey PRIMARY KEY (id);
alter table phone_validations add constraint phone_validations_pkey PRIMARY KEY (id);
alter table phone_whitelist add constraint phone_whitelist_createdby_foreign FOREIGN KEY ("createdBy") REFERENCES users(id) ON DELETE SET NULL;
alter table phone_whitelist add constraint phone_whitelist_phone_unique UNIQUE (phone);
alter table phone_whitelist add constraint phone_whitelist_pkey PRIMARY KEY (id);
alter table points_ledger add constraint points_ledger_pkey PRIMARY KEY (id);
alter table points_ledger add constraint points_ledger_seasonid_foreign FOREIGN KEY ("seasonId") REFERENCES seasons(id) ON DELETE CASCADE;
alter table points_ledger add constraint points_ledger_source_idempotencykey_unique UNIQUE (source, "idempotencyKey");
alter table points_ledger add constraint points_ledger_useruuid_foreign FOREIGN KEY ("userUuid") REFERENCES users(id) ON DELETE CASCADE;
alter table primus_resumes add constraint primus_resumes_pkey PRIMARY KEY ("tokenHash", "roomUuid");
alter table products add constraint products_appleproductid_unique UNIQUE ("appleProductId");
alter table products add constraint products_bundle_check CHECK ((("tokenBundleId" IS NULL) OR (("paymentType")::text = 'one_time'::text)));
alter table products add constraint products_payment_type_check CHECK ((("paymentType")::text = ANY ((ARRAY['one_time'::character varying, 'recurring'::character varying])::text[])));
alter table products add constraint products_pkey PRIMARY KEY (id);
alter table products add constraint products_plan_check CHECK (((("paymentType")::text = 'recurring'::text) = (("interval" IS NOT NULL) AND ("subscriptionLevel" IS NOT NULL))));
alter table products add constraint products_tokenbundleid_foreign FOREIGN KEY ("tokenBundleId") REFERENCES token_bundles(id) ON DELETE SET NULL;
alter table provider_credentials add constraint provider_credentials_pkey PRIMARY KEY ("userUuid", provider);
alter table provider_credentials add constraint provider_credentials_useruuid_foreign FOREIGN KEY ("userUuid") REFERENCES users(id) ON DELETE CASCADE;
alter table ranking_status add constraint ranking_status_pkey PRIMARY KEY (id);
alter table ranking_status add constraint ranking_status_seasonid_foreign FOREIGN KEY ("seasonId") REFERENCES seasons(id) ON DELETE CASCADE;
alter table ranking_status add constraint ranking_status_seasonid_useruuid_unique UNIQUE ("seasonId", "userUuid");
alter table ranking_status add constraint ranking_status_useruuid_foreign FOREIGN KEY ("userUuid") REFERENCES users(id) ON DELETE CASCADE;
alter table ranking_status_lifetime add constraint ranking_status_lifetime_pkey PRIMARY KEY (id);
alter table ranking_status_lifetime add constraint ranking_status_lifetime_useruuid_foreign FOREIGN KEY ("userUuid") REFERENCES users(id) ON DELETE CASCADE;
alter table ranking_status_lifetime add constraint ranking_status_lifetime_useruuid_unique UNIQUE ("userUuid");
alter table ranking_totals add constraint ranking_totals_pkey PRIMARY KEY (scope);
alter table room_chat_messages add constraint room_chat_messages_pkey PRIMARY KEY (id);
alter table room_chat_messages add constraint room_chat_messages_roomid_foreign FOREIGN KEY ("roomId") REFERENCES rooms(id) ON DELETE CASCADE;
alter table room_chat_messages add constraint room_chat_messages_roomid_uuid_unique UNIQUE ("roomId", uuid);
alter table room_favorites add constraint room_favorites_pkey PRIMARY KEY (id);
alter table room_favorites add constraint room_favorites_roomid_foreign FOREIGN KEY ("roomId") REFERENCES rooms(id) ON DELETE CASCADE;
alter table room_favorites add constraint room_favorites_useruuid_foreign FOREIGN KEY ("userUuid") REFERENCES users(id) ON DELETE CASCADE;
alter table room_favorites add constraint room_favorites_useruuid_roomid_unique UNIQUE ("userUuid", "roomId");
alter table room_guest_kicks add constraint room_guest_kicks_pkey PRIMARY KEY ("roomId", "guestUuid");
alter table room_guest_kicks add constraint room_guest_kicks_roomid_foreign FOREIGN KEY ("roomId") REFERENCES rooms(id) ON DELETE CASCADE;
alter table room_live_state add constraint room_live_state_pkey PRIMARY KEY ("roomId");
alter table room_live_state add constraint room_live_state_roomid_foreign FOREIGN KEY ("roomId") REFERENCES rooms(id) ON DELETE CASCADE;
alter table room_live_user_data add constraint room_live_user_data_pkey PRIMARY KEY ("roomId", "userUuid");
alter table room_live_user_data add constraint room_live_user_data_roomid_foreign FOREIGN KEY ("roomId") REFERENCES room_live_state("roomId") ON DELETE CASCADE;
alter table room_plays add constraint room_plays_pkey PRIMARY KEY (id);
alter table room_plays add constraint room_plays_roomid_foreign FOREIGN KEY ("roomId") REFERENCES rooms(id) ON DELETE CASCADE;
alter table room_user_roles add constraint room_user_roles_pkey PRIMARY KEY (id);
alter table room_user_roles add constraint room_user_roles_roomid_foreign FOREIGN KEY ("roomId") REFERENCES rooms(id) ON DELETE CASCADE;
alter table room_user_roles add constraint room_user_roles_roomid_useruuid_role_unique UNIQUE ("roomId", "userUuid", role);
alter table room_user_roles add constraint room_user_roles_useruuid_foreign FOREIGN KEY ("userUuid") REFERENCES users(id) ON DELETE CASCADE;
alter table room_visits add constraint room_visits_pkey PRIMARY KEY ("userUuid", "roomId");
alter table room_visits add constraint room_visits_roomid_foreign FOREIGN KEY ("roomId") REFERENCES rooms(id) ON DELETE CASCADE;
alter table room_visits add constraint room_visits_useruuid_foreign FOREIGN KEY ("userUuid") REFERENCES users(id) ON DELETE CASCADE;
alter table rooms add constraint rooms_number_of_djs_check CHECK ((("numberOfDjs" >= 1) AND ("numberOfDjs" <= 10)));
alter table rooms add constraint rooms_pkey PRIMARY KEY (id);
alter table rooms add constraint rooms_room_size_check CHECK ((("roomSize" >= 1) AND ("roomSize" <= 100000)));
alter table rooms add constraint rooms_slug_unique UNIQUE (slug);
alter table rooms add constraint rooms_songs_per_dj_check CHECK ((("songsPerDj" >= 1) AND ("songsPerDj" <= 100)));
alter table rooms add constraint rooms_uuid_unique UNIQUE (uuid);
alter table seasons add constraint seasons_pkey PRIMARY KEY (id);
alter table seasons add constraint seasons_seasonname_unique UNIQUE ("seasonName");
alter table seasons add constraint seasons_start_before_end CHECK (("seasonStart" < "seasonEnd"));
alter table songs add constraint songs_albumid_foreign FOREIGN KEY ("albumId") REFERENCES albums(id) ON DELETE SET NULL;
alter table songs add constraint songs_artistid_foreign FOREIGN KEY ("artistId") REFERENCES artists(id) ON DELETE SET NULL;
alter table songs add constraint songs_pkey PRIMARY KEY (id);
alter table songs add constraint songs_shortid_unique UNIQUE ("shortId");
alter table subscriptions add constraint subscriptions_pkey PRIMARY KEY (id);
alter table subscriptions add constraint subscriptions_productid_foreign FOREIGN KEY ("productId") REFERENCES products(id) ON DELETE SET NULL;
alter table subscriptions add constraint subscriptions_provider_providersubscriptionid_unique UNIQUE (provider, "providerSubscriptionId");
alter table subscriptions add constraint subscriptions_useruuid_foreign FOREIGN KEY ("userUuid") REFERENCES users(id) ON DELETE CASCADE;
alter table token_accounts add constraint token_accounts_balance_check CHECK ((balance >= 0));
alter table token_accounts add constraint token_accounts_pkey PRIMARY KEY (id);
alter table token_accounts add constraint token_accounts_status_check CHECK (((status)::text = ANY ((ARRAY['active'::character varying, 'disabled'::character varying])::text[])));
alter table token_accounts add constraint token_accounts_useruuid_foreign FOREIGN KEY ("userUuid") REFERENCES users(id) ON DELETE RESTRICT;
alter table token_accounts add constraint token_accounts_useruuid_unique UNIQUE ("userUuid");
alter table token_bundles add constraint token_bundles_amounts_check CHECK (((tokens > 0) AND (price >= 0)));
alter table token_bundles add constraint token_bundles_pkey PRIMARY KEY (id);
alter table token_bundles add constraint token_bundles_productid_unique UNIQUE ("productId");
alter table token_bundles add constraint token_bundles_thumbnailfileid_foreign FOREIGN KEY ("thumbnailFileId") REFERENCES consumable_files(id) ON DELETE SET NULL;
alter table token_transactions add constraint token_transactions_accountid_foreign FOREIGN KEY ("accountId") REFERENCES token_accounts(id) ON DELETE RESTRICT;
alter table token_transactions add constraint token_transactions_accountid_idempotencykey_unique UNIQUE ("accountId", "idempotencyKey");
alter table token_transactions add constraint token_transactions_amount_check CHECK ((amount > 0));
alter table token_transactions add constraint token_transactions_hold_expiry_check CHECK ((("expiresAt" IS NOT NULL) = ((type)::text = 'hold'::text)));
alter table token_transactions add constraint token_transactions_holdid_foreign FOREIGN KEY ("holdId") REFERENCES token_transactions(id) ON DELETE RESTRICT;
alter table token_transactions add constraint token_transactions_pkey PRIMARY KEY (id);
alter table token_transactions add constraint token_transactions_settles_hold_check CHECK ((("holdId" IS NOT NULL) = ((type)::text = ANY ((ARRAY['commit'::character varying, 'voided'::character varying])::text[]))));
alter table token_transactions add constraint token_transactions_type_check CHECK (((type)::text = ANY ((ARRAY['credit'::character varying, 'hold'::character varying, 'commit'::character varying, 'voided'::character varying])::text[])));
alter table uploaded_songs add constraint uploaded_songs_pkey PRIMARY KEY (id);
alter table uploaded_songs add constraint uploaded_songs_progress CHECK ((("transcodeProgress" >= 0) AND ("transcodeProgress" <= 100)));
alter table uploaded_songs add constraint uploaded_songs_songid_foreign FOREIGN KEY ("songId") REFERENCES songs(id) ON DELETE SET NULL;
alter table uploaded_songs add constraint uploaded_songs_userid_foreign FOREIGN KEY ("userId") REFERENCES users(id) ON DELETE CASCADE;
alter table uploaded_songs add constraint uploaded_songs_verified_has_segments CHECK ((((status)::text <> 'VERIFIED'::text) OR (("hlsPrefix" IS NOT NULL) AND ("hlsKey" IS NOT NULL))));
alter table uploaded_songs add constraint uploaded_songs_verifiedby_foreign FOREIGN KEY ("verifiedBy") REFERENCES users(id) ON DELETE SET NULL;
alter table user_book_contacts add constraint user_book_contacts_pkey PRIMARY KEY (id);
alter table user_book_contacts add constraint user_book_contacts_useruuid_foreign FOREIGN KEY ("userUuid") REFERENCES users(id) ON DELETE CASCADE;
alter table user_emails add constraint user_emails_pkey PRIMARY KEY (id);
alter table user_emails add constraint user_emails_useruuid_foreign FOREIGN KEY ("userUuid") REFERENCES users(id) ON DELETE CASCADE;
alter table user_identities add constraint user_identities_phone_unique UNIQUE (phone);
alter table user_identities add constraint user_identities_pkey PRIMARY KEY (id);
alter table user_identities add constraint user_identities_useruuid_foreign FOREIGN KEY ("userUuid") REFERENCES users(id) ON DELETE CASCADE;
alter table user_image_files add constraint user_image_files_imageid_foreign FOREIGN KEY ("imageId") REFERENCES user_images(id) ON DELETE CASCADE;
alter table user_image_files add constraint user_image_files_pkey PRIMARY KEY ("imageId", size);
alter table user_images add constraint user_images_pkey PRIMARY KEY (id);
alter table user_images add constraint user_images_useruuid_foreign FOREIGN KEY ("userUuid") REFERENCES users(id) ON DELETE CASCADE;
alter table user_images add constraint user_images_useruuid_kind_unique UNIQUE ("userUuid", kind);
alter table users add constraint users_avatar_fk FOREIGN KEY ("avatarId") REFERENCES avatars(slug) ON UPDATE CASCADE ON DELETE SET NULL;
alter table users add constraint users_email_unique UNIQUE (email);
alter table users add constraint users_pkey PRIMARY KEY (id);
alter table vapid_keys add constraint vapid_keys_pkey PRIMARY KEY (id);
alter table vouchers add constraint vouchers_code_unique UNIQUE (code);
alter table vouchers add constraint vouchers_createdby_foreign FOREIGN KEY ("createdBy") REFERENCES users(id) ON DELETE SET NULL;
alter table vouchers add constraint vouchers_pkey PRIMARY KEY (id);
alter table vouchers add constraint vouchers_redeemedby_foreign FOREIGN KEY ("redeemedBy") REFERENCES users(id) ON DELETE SET NULL;
alter table web_push_subscriptions add constraint web_push_subscriptions_endpoint_unique UNIQUE (endpoint);
alter table web_push_subscriptions add constraint web_push_subscriptions_pkey PRIMARY KEY (id);
alter table web_push_subscriptions add constraint web_push_subscriptions_useruuid_foreign FOREIGN KEY ("userUuid") REFERENCES users(id) ON DELETE CASCADE;

CREATE UNIQUE INDEX albums_artist_name_unique ON public.albums USING btree ("artistId", lower((name)::text));
CREATE INDEX albums_artistid_index ON public.albums USING btree ("artistId");
CREATE UNIQUE INDEX artists_name_unique ON public.artists USING btree (lower((name)::text));
CREATE INDEX audit_events_created_at_brin ON public.audit_events USING brin ("createdAt");
CREATE INDEX audit_events_topic_created_at ON public.audit_events USING btree (topic, "createdAt");
CREATE INDEX audit_events_useruuid_createdat_index ON public.audit_events USING btree ("userUuid", "createdAt");
CREATE INDEX avatar_assignments_useruuid_index ON public.avatar_assignments USING btree ("userUuid");
CREATE INDEX avatars_avatarstatus_index ON public.avatars USING btree ("avatarStatus");
CREATE INDEX avatars_seasonid_index ON public.avatars USING btree ("seasonId");
CREATE INDEX blocked_users_blockeduseruuid_index ON public.blocked_users USING btree ("blockedUserUuid");
CREATE INDEX bots_owneruuid_index ON public.bots USING btree ("ownerUuid");
CREATE INDEX community_members_useruuid_index ON public.community_members USING btree ("userUuid");
CREATE INDEX community_rooms_roomid_index ON public.community_rooms USING btree ("roomId");
CREATE INDEX consumable_purchases_accountid_createdat_index ON public.consumable_purchases USING btree ("accountId", "createdAt");
CREATE INDEX consumable_purchases_roomuuid_createdat_index ON public.consumable_purchases USING btree ("roomUuid", "createdAt");
CREATE INDEX consumables_createdat_index ON public.consumables USING btree ("createdAt");
CREATE INDEX conversations_useruuid_lastmessageat_index ON public.conversations USING btree ("userUuid", "lastMessageAt");
CREATE INDEX crate_songs_songid_index ON public.crate_songs USING btree ("songId");
CREATE UNIQUE INDEX crates_user_special_unique ON public.crates USING btree ("userId", special) WHERE (special IS NOT NULL);
CREATE INDEX crates_userid_createdat_index ON public.crates USING btree ("userId", "createdAt");
CREATE INDEX custom_field_values_entityid_index ON public.custom_field_values USING btree ("entityId");
CREATE UNIQUE INDEX deactivation_requests_one_open ON public.deactivation_requests USING btree ("userUuid") WHERE ((status)::text = 'OPEN'::text);
CREATE INDEX deactivation_requests_status_createdat_index ON public.deactivation_requests USING btree (status, "createdAt");
CREATE INDEX deactivation_requests_useruuid_index ON public.deactivation_requests USING btree ("userUuid");
CREATE INDEX direct_messages_conversationid_createdat_id_index ON public.direct_messages USING btree ("conversationId", "createdAt", id);
CREATE INDEX dj_fans_djuuid_createdat_index ON public.dj_fans USING btree ("djUuid", "createdAt");
CREATE INDEX dj_fans_fanuuid_createdat_index ON public.dj_fans USING btree ("fanUuid", "createdAt");
CREATE INDEX events_endtime_starttime_index ON public.events USING btree ("endTime", "startTime");
CREATE INDEX events_roomid_starttime_index ON public.events USING btree ("roomId", "startTime");
CREATE UNIQUE INDEX friend_invitations_one_pending ON public.friend_invitations USING btree (LEAST("senderUuid", "recipientUuid"), GREATEST("senderUuid", "recipientUuid")) WHERE ((status)::text = 'pending'::text);
CREATE INDEX friend_invitations_recipientuuid_status_index ON public.friend_invitations USING btree ("recipientUuid", status);
CREATE INDEX friend_invitations_senderuuid_status_index ON public.friend_invitations USING btree ("senderUuid", status);
CREATE UNIQUE INDEX genres_name_unique ON public.genres USING btree (lower((name)::text));
CREATE INDEX live_processes_heartbeatat_index ON public.live_processes USING btree ("heartbeatAt");
CREATE INDEX moderation_actions_createdat_index ON public.moderation_actions USING btree ("createdAt");
CREATE INDEX moderation_actions_moderatoruuid_createdat_index ON public.moderation_actions USING btree ("moderatorUuid", "createdAt");
CREATE INDEX moderation_actions_roomuuid_createdat_index ON public.moderation_actions USING btree ("roomUuid", "createdAt");
CREATE INDEX moderation_actions_targetuseruuid_createdat_index ON public.moderation_actions USING btree ("targetUserUuid", "createdAt");
CREATE INDEX moderation_comments_useruuid_createdat_index ON public.moderation_comments USING btree ("userUuid", "createdAt");
CREATE INDEX notifications_batchid_status_index ON public.notifications USING btree ("batchId", status);
CREATE INDEX notifications_createdat_index ON public.notifications USING btree ("createdAt");
CREATE INDEX notifications_useruuid_createdat_index ON public.notifications USING btree ("userUuid", "createdAt");
CREATE INDEX outbox_createdat_index ON public.outbox USING btree ("createdAt");
CREATE INDEX outbox_to_index ON public.outbox USING btree ("to");
CREATE INDEX password_resets_useruuid_index ON public.password_resets USING btree ("userUuid");
CREATE INDEX payments_useruuid_createdat_index ON public.payments USING btree ("userUuid", "createdAt");
CREATE INDEX phone_codes_calleruuid_createdat_index ON public.phone_codes USING btree ("callerUuid", "createdAt");
CREATE INDEX phone_codes_phone_purpose_createdat_index ON public.phone_codes USING btree (phone, purpose, "createdAt");
CREATE INDEX phone_validations_createdat_index ON public.phone_validations USING btree ("createdAt");
CREATE INDEX points_ledger_useruuid_seasonid_index ON public.points_ledger USING btree ("userUuid", "seasonId");
CREATE INDEX primus_resumes_expiresat_index ON public.primus_resumes USING btree ("expiresAt");
CREATE INDEX ranking_status_leaderboard ON public.ranking_status USING btree ("seasonId", balance DESC, "userUuid");
CREATE INDEX ranking_status_useruuid_index ON public.ranking_status USING btree ("userUuid");
CREATE INDEX ranking_status_lifetime_leaderboard ON public.ranking_status_lifetime USING btree (balance DESC, "userUuid");
CREATE INDEX room_chat_messages_roomid_id_index ON public.room_chat_messages USING btree ("roomId", id);
CREATE INDEX room_favorites_roomid_index ON public.room_favorites USING btree ("roomId");
CREATE INDEX room_guest_kicks_roomid_address_index ON public.room_guest_kicks USING btree ("roomId", address);
CREATE INDEX room_live_state_graceendsat_index ON public.room_live_state USING btree ("graceEndsAt");
CREATE INDEX room_live_state_songendsat_index ON public.room_live_state USING btree ("songEndsAt");
CREATE INDEX room_plays_roomid_starttime_index ON public.room_plays USING btree ("roomId", "startTime");
CREATE INDEX room_user_roles_useruuid_index ON public.room_user_roles USING btree ("userUuid");
CREATE INDEX room_visits_useruuid_visitedat_index ON public.room_visits USING btree ("userUuid", "visitedAt");
CREATE INDEX rooms_discordguildid_index ON public.rooms USING btree ("discordGuildId");
CREATE INDEX rooms_type_promoted_index ON public.rooms USING btree (type, promoted);
CREATE INDEX seasons_seasonstart_index ON public.seasons USING btree ("seasonStart");
CREATE INDEX songs_albumid_index ON public.songs USING btree ("albumId");
CREATE INDEX songs_artistid_index ON public.songs USING btree ("artistId");
CREATE INDEX songs_isrc_index ON public.songs USING btree (isrc);
CREATE INDEX songs_music_providers ON public.songs USING gin ("musicProviders" jsonb_path_ops);
CREATE INDEX songs_names_lower ON public.songs USING btree (lower(("trackName")::text), lower(("artistName")::text));
CREATE INDEX songs_search_vector ON public.songs USING gin ("searchVector");
CREATE INDEX songs_updatedat_index ON public.songs USING btree ("updatedAt");
CREATE INDEX subscriptions_startedat_index ON public.subscriptions USING btree ("startedAt");
CREATE INDEX subscriptions_useruuid_index ON public.subscriptions USING btree ("userUuid");
CREATE INDEX token_transactions_accountid_createdat_index ON public.token_transactions USING btree ("accountId", "createdAt");
CREATE INDEX token_transactions_holds_by_expiry ON public.token_transactions USING btree ("expiresAt") WHERE ((type)::text = 'hold'::text);
CREATE UNIQUE INDEX token_transactions_settled_once ON public.token_transactions USING btree ("holdId") WHERE ("holdId" IS NOT NULL);
CREATE INDEX uploaded_songs_status_createdat_index ON public.uploaded_songs USING btree (status, "createdAt");
CREATE INDEX uploaded_songs_userid_index ON public.uploaded_songs USING btree ("userId");
CREATE INDEX user_book_contacts_useruuid_createdat_index ON public.user_book_contacts USING btree ("userUuid", "createdAt");
CREATE UNIQUE INDEX user_emails_active_unique ON public.user_emails USING btree ("userUuid", email) WHERE ((status)::text <> 'DELETED'::text);
CREATE INDEX user_emails_email_index ON public.user_emails USING btree (email);
CREATE INDEX user_emails_useruuid_index ON public.user_emails USING btree ("userUuid");
CREATE INDEX user_identities_useruuid_index ON public.user_identities USING btree ("userUuid");
CREATE INDEX users_createdat_index ON public.users USING btree ("createdAt");
CREATE UNIQUE INDEX users_nickname_nfkc_unique ON public.users USING btree (NORMALIZE(nickname, NFKC));
CREATE INDEX users_updatedat_index ON public.users USING btree ("updatedAt");
CREATE INDEX vouchers_status_index ON public.vouchers USING btree (status);
CREATE INDEX web_push_subscriptions_useruuid_index ON public.web_push_subscriptions USING btree ("userUuid");

create sequence knex_migrations_id_seq as integer owned by knex_migrations.id;
create sequence knex_migrations_lock_index_seq as integer owned by knex_migrations_lock.index;
create sequence points_ledger_id_seq as bigint owned by points_ledger.id;
create sequence room_chat_messages_id_seq as bigint owned by room_chat_messages.id;
create sequence room_plays_id_seq as bigint owned by room_plays.id;
create sequence rooms_id_seq as integer owned by rooms.id;

create view social_djs as SELECT u.id,
    u.nickname,
    u."avatarId",
    count(f.id)::integer AS "fanCount",
    max(f."createdAt") AS "lastFanAt"
   FROM users u
     JOIN dj_fans f ON f."djUuid" = u.id
  GROUP BY u.id;

CREATE TRIGGER audit_events_append_only BEFORE DELETE OR UPDATE ON public.audit_events FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();
CREATE TRIGGER crate_rank_blocks_delete AFTER DELETE ON public.crate_songs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION crate_rank_blocks_deleted();
CREATE TRIGGER crate_rank_blocks_insert AFTER INSERT ON public.crate_songs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION crate_rank_blocks_inserted();
CREATE TRIGGER crate_rank_blocks_update AFTER UPDATE ON public.crate_songs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION crate_rank_blocks_moved();
CREATE TRIGGER ranking_status_added AFTER INSERT ON public.ranking_status REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ranking_status_count();
CREATE TRIGGER ranking_status_removed AFTER DELETE ON public.ranking_status REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION ranking_status_count();
CREATE TRIGGER ranking_status_lifetime_added AFTER INSERT ON public.ranking_status_lifetime REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ranking_status_lifetime_count();
CREATE TRIGGER ranking_status_lifetime_removed AFTER DELETE ON public.ranking_status_lifetime REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION ranking_status_lifetime_count();
CREATE TRIGGER user_email_addresses AFTER INSERT OR DELETE OR UPDATE OF email, "userUuid", status ON public.user_emails FOR EACH ROW EXECUTE FUNCTION user_email_addresses();


CREATE OR REPLACE FUNCTION public.audit_events_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      raise exception 'audit_events is append-only: % refused', tg_op;
    end $function$
;
CREATE OR REPLACE FUNCTION public.crate_first_thumbnails(p_crate uuid)
 RETURNS json
 LANGUAGE plpgsql
 STABLE
AS $function$
begin
  return (select coalesce(json_agg(first.thumbnails order by first.rank), '[]'::json)
            from (select cs.rank, s.thumbnails from crate_songs cs join songs s on s.id = cs."songId"
                   where cs."crateId" = p_crate order by cs.rank limit 4) first);
end $function$
;
CREATE OR REPLACE FUNCTION public.crate_move(p_crate uuid, p_entry uuid, p_position integer)
 RETURNS TABLE(entry json, crate json)
 LANGUAGE plpgsql
AS $function$
-- Moves the entry p_entry of the crate p_crate to the position p_position (0 is the first; past the end means the
-- last) and writes the crate. Answers the entry with the position it now has and the crate row with the thumbnails of
-- its first four songs, both as json; no row when the crate does not exist, a null entry when the entry is not in it.
-- A crate's order is its songs' ranks (double precision); a position is counted, never stored.
declare
  c crates;
  e_rank double precision;
  cur_rank double precision;
  target int;
  low double precision;
  high double precision;
  n int;
  goal double precision;
  around double precision[];
  nb double precision[];
  from_rank double precision;
  skip int;
begin
  -- The crate's row lock queues this move behind every other change of the crate (adds and removals take it too).
  select * into c from crates where id = p_crate for update;
  if not found then return; end if;
  target := least(p_position, c."songCount" - 1);
  -- Once more after renumbering the crate, when the gap the entry goes into has no rank left between its ends.
  loop
    select rank into e_rank from crate_songs where id = p_entry and "crateId" = p_crate;
    if not found then return query select null::json, null::json; return; end if;
    -- The songs that will be its neighbours once it has left its place: the three at target - 1 and after, counted
    -- from the start of their block, less the entry, or less the first when the entry stands before them.
    select r.from_rank, r.skip into from_rank, skip from crate_rank_start(p_crate, greatest(target - 1, 0)) r;
    select coalesce(array_agg(w.rank order by w.rank), '{}') into around
      from (select cs.rank from crate_songs cs where cs."crateId" = p_crate and cs.rank >= from_rank order by cs.rank
             offset skip limit 3) w;
    nb := case when target > 0 and e_rank < around[1] then around[2:3] else array_remove(around, e_rank) end;
    -- To the first place it needs one neighbour, the song after it; elsewhere two, before and after (one at the end).
    nb := nb[1:case when target = 0 then 1 else 2 end];
    n := coalesce(array_length(nb, 1), 0);
    low := nb[1];
    high := nb[n];
    -- Already there (or alone in the crate): nothing moves, the crate is still written and answered.
    exit when n = 0 or (target = 0 and e_rank < low) or (target > 0 and n = 1 and e_rank > high)
           or (n = 2 and e_rank > low and e_rank < high);
    -- Its new rank: one before the first, one after the last, or halfway between its two neighbours.
    goal := case when target = 0 then low - 1 when n = 1 then high + 1 else low + (high - low) / 2 end;
    if target = 0 or n = 1 or (goal > low and goal < high) then
      -- The current song is found by its rank, counted from the start of its block.
      select r.from_rank, r.skip into from_rank, skip from crate_rank_start(p_crate, c."currentPosition") r;
      select cs.rank into cur_rank from crate_songs cs where cs."crateId" = p_crate and cs.rank >= from_rank
       order by cs.rank offset skip limit 1;
      update crate_songs set rank = goal where id = p_entry;
      -- The current song stays current: its position follows the entry when the entry is the current song, and moves
      -- by one when the entry passes over it.
      c."currentPosition" := case when e_rank = cur_rank then target
        when e_rank < cur_rank and goal > cur_rank then c."currentPosition" - 1
        when e_rank > cur_rank and goal < cur_rank then c."currentPosition" + 1
        else c."currentPosition" end;
      exit;
    end if;
    -- Halving the gap gave no new rank (doubles ran out between the neighbours): the crate's ranks become 0, 1, 2...
    -- in their order, and the loop reads the entry's rank and its neighbours again.
    update crate_songs cs set rank = r.place
      from (select id, row_number() over (order by rank) - 1 as place from crate_songs where "crateId" = p_crate) r
     where cs.id = r.id;
  end loop;
  update crates set "currentPosition" = c."currentPosition", "updatedAt" = now() where id = p_crate returning * into c;
  -- The entry as the API answers a crate's song, and the crate row with its first thumbnails.
  return query select
    (select row_to_json(e) from (
       select cs.id as "crateSongUuid", cs."songId", cs.rank, target as position, cs.status, cs."addedAt",
              s."shortId" as "songShortId", s."trackName", s."artistName", s.genre, s.duration, s.isrc,
              s."musicProviders", s.thumbnails
         from crate_songs cs join songs s on s.id = cs."songId" where cs.id = p_entry) e),
    (select row_to_json(r) from (select c.*, crate_first_thumbnails(p_crate) as "firstThumbnails") r);
end $function$
;
CREATE OR REPLACE FUNCTION public.crate_rank_blocks_deleted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  -- A song or a user deleted takes songs out of many crates at once: their blocks are locked in one order, so two such
  -- deletes cannot deadlock.
  perform 1 from crate_rank_blocks b
    join (select distinct "crateId", floor(rank / 128)::bigint as block from old_rows) o
      on b."crateId" = o."crateId" and b.block = o.block
   order by b."crateId", b.block for update of b;
  update crate_rank_blocks b set songs = b.songs - o.n
    from (select "crateId", floor(rank / 128)::bigint as block, count(*)::int as n from old_rows group by 1, 2) o
   where b."crateId" = o."crateId" and b.block = o.block;
  delete from crate_rank_blocks b where b.songs <= 0 and b."crateId" in (select o."crateId" from old_rows o);
  return null;
end $function$
;
CREATE OR REPLACE FUNCTION public.crate_rank_blocks_inserted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  insert into crate_rank_blocks as b ("crateId", block, songs)
    select n."crateId", floor(n.rank / 128)::bigint, count(*) from new_rows n group by 1, 2
    on conflict ("crateId", block) do update set songs = b.songs + excluded.songs;
  return null;
end $function$
;
CREATE OR REPLACE FUNCTION public.crate_rank_blocks_moved()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
declare
  emptied boolean;
begin
  with delta as (
    select x."crateId", x.block, sum(x.d)::int as d from (
      select n."crateId", floor(n.rank / 128)::bigint as block, 1 as d from new_rows n
      union all
      select o."crateId", floor(o.rank / 128)::bigint, -1 from old_rows o) x
    group by x."crateId", x.block having sum(x.d) <> 0),
  counted as (
    insert into crate_rank_blocks as b ("crateId", block, songs) select * from delta
    on conflict ("crateId", block) do update set songs = b.songs + excluded.songs
    returning b.songs)
  select coalesce(bool_or(songs <= 0), false) into emptied from counted;
  if emptied then
    delete from crate_rank_blocks b where b.songs <= 0 and b."crateId" in (select o."crateId" from old_rows o);
  end if;
  return null;
end $function$
;
CREATE OR REPLACE FUNCTION public.crate_rank_position(p_crate uuid, p_rank double precision)
 RETURNS integer
 LANGUAGE sql
 STABLE
AS $function$
  select (select coalesce(sum(k.songs), 0)::int from crate_rank_blocks k
           where k."crateId" = p_crate and k.block < floor(p_rank / 128))
       + (select count(*)::int from crate_songs b
           where b."crateId" = p_crate and b.rank >= floor(p_rank / 128) * 128 and b.rank < p_rank)
$function$
;
CREATE OR REPLACE FUNCTION public.crate_rank_start(p_crate uuid, p_position integer)
 RETURNS TABLE(from_rank double precision, skip integer)
 LANGUAGE sql
 STABLE
AS $function$
  select b.block * 128.0, p_position - b.before
    from (select block, songs, (sum(songs) over (order by block))::int - songs as before
            from crate_rank_blocks where "crateId" = p_crate) b
   where b.before + b.songs > p_position order by b.block limit 1
$function$
;
CREATE OR REPLACE FUNCTION public.ranking_status_count()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  begin
    if tg_op = 'INSERT' then
      insert into ranking_totals (scope, users) select "seasonId"::text, count(*) from added group by 1
        on conflict (scope) do update set users = ranking_totals.users + excluded.users;
    else
      update ranking_totals t set users = t.users - g.n from (select "seasonId"::text as scope, count(*) as n from removed group by 1) g where t.scope = g.scope;
    end if;
    return null;
  end $function$
;
CREATE OR REPLACE FUNCTION public.ranking_status_lifetime_count()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  begin
    if tg_op = 'INSERT' then
      insert into ranking_totals (scope, users) select 'lifetime', count(*) from added group by 1
        on conflict (scope) do update set users = ranking_totals.users + excluded.users;
    else
      update ranking_totals t set users = t.users - g.n from (select 'lifetime' as scope, count(*) as n from removed group by 1) g where t.scope = g.scope;
    end if;
    return null;
  end $function$
;
CREATE OR REPLACE FUNCTION public.user_email_addresses()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      update users u set "emailAddresses" = coalesce((select string_agg(e.email, ' ' order by e."createdAt", e.id) from user_emails e
              where e."userUuid" = u.id and e.status <> 'DELETED'), '')
       where u.id in (old."userUuid", new."userUuid");
      return null;
    end $function$
;
