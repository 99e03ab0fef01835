// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mayGrantRole, routes, type Route, type UserRole } from '@spinroom/schemas'
import { moderatorMayCall } from '../../../testing/access-levels.ts'
import { mountApp } from '../../../testing/mount-app.ts'
import { callers } from '../../../testing/signed-in.ts'

const a = routes.accounts
/** The user page's tabs beyond the profile, each with the routes it reads. */
const tabs: [string, Route[]][] = [
  ['Contact & media', [a.listUserEmails, a.listUserIdentities, a.listUserImages]],
  ['Points', [routes.points.getUserCurrentRankingStatus]],
  ['Tokens', [routes.points.listTokenAccounts]],
  ['Avatars', [routes.points.listAvatarAssignments]],
  ['Rooms', [routes.rooms.listRoomUserRoles]],
  ['Social', [routes.social.listFriends]],
  ['Moderation history', [routes.audit.listModerationActions]],
  ['Activity', [routes.audit.listUserActions]],
  ['Comments', [a.listModerationComments]]
]
/** The user page's actions, each with the route it calls (and the role it grants, which not everyone may grant). */
const actions: [string, Route, UserRole?][] = [
  ['Kick', a.kickUser],
  ['End all sessions', a.signOutUserEverywhere],
  ['Temporary ban', a.temporaryBanUser],
  ['Ban', a.banUser],
  ['Unban', a.unbanUser],
  ['Add role', a.addRole],
  ['Global moderator', a.addGlobalModeratorRole, 'globalModerator'],
  ['Allow: Upload music', a.addCapability],
  ['Allow: Promote rooms', a.addCapability],
  ['Badges', a.changeBadges],
  ['Change password', a.adminChangePassword],
  ['Cancel deactivation request', a.cancelDeactivationRequest],
  ['Reactivate account', a.reactivateUser]
]

let app: ReturnType<typeof mountApp> | undefined
afterEach(() => app?.close())

/** The tabs and the actions of a user's page, as the caller sees them. */
async function userPage(caller: (typeof callers)['admin' | 'moderator']) {
  app = mountApp(caller, '/users/u1/show', () => undefined)
  const { element } = app
  const labels = (selector: string) =>
    [...element.querySelectorAll(selector)].map((node) => node.getAttribute('aria-label') ?? node.textContent)
  await vi.waitFor(() => expect(labels('[role="tab"]')).toContain('Profile'), { timeout: 10_000 })
  await vi.waitFor(() => expect(labels('[class*="RaTopToolbar"] button')).toContain('Kick'), { timeout: 10_000 })
  return { tabs: labels('[role="tab"]'), actions: labels('[class*="RaTopToolbar"] button') }
}

describe("a user's page: the tabs and actions each caller gets", () => {
  it('an admin gets every tab and every action', async () => {
    const page = await userPage(callers.admin)
    expect(page.tabs).toEqual(['Profile', ...tabs.map(([label]) => label)])
    expect(page.actions).toEqual(actions.map(([label]) => label))
  })

  it('a moderator gets the tabs and actions whose routes, as declared, a moderator may call', async () => {
    const page = await userPage(callers.moderator)
    const mayRead = tabs.filter(([, read]) => read.every(moderatorMayCall)).map(([label]) => label)
    const mayDo = actions.filter(
      ([, route, grants]) => moderatorMayCall(route) && (!grants || mayGrantRole(grants, callers.moderator.roles))
    )
    expect(page.tabs).toEqual(['Profile', ...mayRead])
    expect(page.actions).toEqual(mayDo.map(([label]) => label))
    expect(page.tabs).not.toContain('Contact & media')
    expect(page.actions).not.toContain('Change password')
  })
})
