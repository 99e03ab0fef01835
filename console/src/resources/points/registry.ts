import { routes } from '@spinroom/schemas'
import type { ResourceEntry } from '../types.ts'
import { rankingsResource } from './rankings/resource.ts'

const p = routes.points

/** The points domain's resources, in menu order: resource name → the routes that serve it. */
export const pointsResources = {
  seasons: {
    domain: 'points',
    routes: { list: p.listSeasons, get: p.getSeason, create: p.createSeason, update: p.updateSeason }
  },
  // Season, lifetime and leaderboard share one page (tabs): one menu entry.
  [rankingsResource]: {
    domain: 'points',
    routes: { list: p.listRankingStatuses }
  },
  'ranking-status-lifetime': { domain: 'points', routes: { list: p.listLifetimeRankingStatuses } },
  // Listed by uuid, addressed by slug: read one through the list's id filter, change and delete it by its slug.
  avatars: {
    domain: 'points',
    routes: { list: p.listAvatars, create: p.createAvatar, update: p.updateAvatar, delete: p.deleteAvatar },
    // A season and a threshold only for a season award.
    prepare: (body, data) =>
      data.avatarStatus === 'SEASON_AWARD' ? body : { ...body, seasonId: null, pointsThreshold: null }
  },
  // No views: assignments are shown and made on an avatar's page.
  'avatar-assignments': {
    domain: 'points',
    routes: { list: p.listAvatarAssignments, create: p.assignAvatar, delete: p.unassignAvatar }
  },
  consumables: {
    domain: 'points',
    routes: {
      list: p.listConsumables,
      get: p.getConsumable,
      create: p.createConsumable,
      update: p.updateConsumable,
      delete: p.deleteConsumable
    },
    files: {
      image: { route: p.uploadConsumableFile, field: 'file', into: 'imageFileId' },
      file: { route: p.uploadConsumableFile, field: 'file', into: 'fileId' }
    }
  },
  'token-bundles': {
    domain: 'points',
    routes: {
      list: p.listTokenBundles,
      get: p.getTokenBundle,
      create: p.createTokenBundle,
      update: p.updateTokenBundle,
      delete: p.deleteTokenBundle
    },
    files: { thumbnail: { route: p.uploadTokenBundleThumbnail } }
  },
  'custom-fields': {
    domain: 'points',
    routes: {
      list: p.listCustomFields,
      get: p.getCustomField,
      create: p.createCustomField,
      update: p.updateCustomField,
      delete: p.deleteCustomField
    }
  },
  'token-accounts': {
    domain: 'points',
    routes: {
      list: p.listTokenAccounts,
      get: p.getTokenAccount,
      create: p.openUserTokenAccount,
      update: p.updateTokenAccount
    }
  },
  'token-transactions': { domain: 'points', routes: { list: p.listTokenTransactions } }
} satisfies Record<string, ResourceEntry>
