import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { test } from '../test.ts'
import { logIn, openUser, shot, tokenOf } from '../helpers.ts'

const U = '/api/user-service'

test.use({ viewport: { width: 1280, height: 900 } })

/** A fresh user (signed up through the API), who has an empty token account from sign-up on. */
const signUp = async (request: APIRequestContext, nickname: string) => {
  const response = await request.post(`${U}/users/sign-up`, {
    data: { email: `${nickname}@spinroom.test`, password: 'spinroom-user', nickname }
  })
  expect(response.status()).toBe(201)
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true })

test.describe("a user's page", () => {
  test('shows points, tokens, avatars, rooms, moderation history and comments, with names', async ({
    page,
    request
  }) => {
    const admin = await tokenOf(request, 'admin@spinroom.test', 'spinroom-admin')
    const users = await request.get(`${U}/admin/users?filter=${encodeURIComponent('{"nickname":"ben"}')}`, {
      headers: { authorization: `Bearer ${admin}` }
    })
    const ben = (await users.json())[0] as { id: string }
    const granted = await request.post('/api/room-service/roomUserRoles/underground-sessions', {
      headers: { authorization: `Bearer ${admin}` },
      data: { userUuid: ben.id, role: 'moderator', reason: 'E2E: helps on Friday nights' }
    })
    expect(granted.status()).toBe(201)

    await logIn(page)
    await openUser(page, 'ben')
    await expect(page.getByText('Platinum crown').first()).toBeVisible()
    await shot(page, 'userpage-profile')

    await tab(page, 'Points').click()
    await expect(page.getByTestId('points-season')).toContainText(/Current season: Season \d/)
    await expect(page.getByTestId('points-season')).toContainText(/#\d+/)
    await expect(page.getByTestId('points-lifetime')).toContainText(/#\d+/)
    await expect(page.getByRole('button', { name: 'Adjust points' })).toBeVisible()
    await shot(page, 'userpage-points')

    await tab(page, 'Tokens').click()
    await expect(page.getByTestId('token-account')).toContainText('tokens')
    await expect(page.getByRole('button', { name: 'Credit tokens' })).toBeVisible()
    await expect(page.getByRole('cell', { name: 'Token bundle: 250 tokens' })).toBeVisible()
    await shot(page, 'userpage-tokens')

    await tab(page, 'Avatars').click()
    const avatars = page.getByTestId('user-avatars')
    await expect(avatars).toContainText('Platinum crown')
    await expect(avatars).toContainText('Purchased')
    await expect(page.getByRole('button', { name: 'Assign an avatar' })).toBeVisible()
    await shot(page, 'userpage-avatars')

    await tab(page, 'Rooms').click()
    const rooms = page.getByTestId('user-rooms')
    await expect(rooms).toContainText('Indie Barn')
    await expect(rooms.getByRole('row').filter({ hasText: 'Underground Sessions' })).toContainText(/moderator/i)
    await shot(page, 'userpage-rooms')

    await tab(page, 'Moderation history').click()
    const history = page.getByTestId('moderation-history')
    await expect(history.getByRole('row').filter({ hasText: 'E2E: helps on Friday nights' })).toContainText('admin')
    await shot(page, 'userpage-moderation')

    await tab(page, 'Comments').click()
    await page.getByRole('textbox').fill('E2E: asked about DJ slots')
    await page.getByRole('button', { name: 'Add comment' }).click()
    await expect(page.getByText('E2E: asked about DJ slots')).toBeVisible()
    await shot(page, 'userpage-comments')
  })

  test('shows a fresh user’s token account and credits it; opening one from the list lands on the existing account', async ({
    page,
    request
  }) => {
    const stamp = Date.now()
    await signUp(request, `fresh${stamp}`)
    await signUp(request, `newbie${stamp}`)
    await logIn(page)
    await openUser(page, `fresh${stamp}`)
    await tab(page, 'Tokens').click()
    await expect(page.getByText('This user has no token account yet.')).toHaveCount(0)
    const account = page.getByTestId('token-account')
    await expect(account).toContainText('0')
    await page.getByRole('button', { name: 'Credit tokens' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.locator('input[name="amount"]').fill('75')
    await dialog.locator('input[name="reason"]').fill('E2E: welcome gift')
    await dialog.getByRole('button', { name: 'Credit tokens' }).click()
    await expect(account).toContainText('75')
    await expect(page.getByRole('cell', { name: 'E2E: welcome gift' })).toBeVisible()
    await shot(page, 'userpage-credited')

    await page.getByRole('menuitem', { name: 'Token accounts' }).click()
    await page.getByRole('button', { name: 'Open token account' }).click()
    await page.getByRole('dialog').getByLabel('User').fill(`newbie${stamp}`)
    await page.getByRole('option', { name: `newbie${stamp}`, exact: true }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Open token account' }).click()
    await expect(page).toHaveURL(/#\/token-accounts\/[^/]+\/show/)
    await expect(page.getByText(`newbie${stamp}`).first()).toBeVisible()
    await shot(page, 'token-account-opened')
  })
})

test.describe("a user's page for a moderator", () => {
  test('shows the tabs whose routes a moderator may call, and hides the rest', async ({ page }) => {
    await page.goto('/admin/')
    await page.locator('input[name="username"]').fill('mod@spinroom.test')
    await page.locator('input[name="password"]').fill('spinroom-mod')
    await page.getByRole('button', { name: /sign in/i }).click()
    await openUser(page, 'ben')
    for (const name of ['Profile', 'Points', 'Rooms', 'Moderation history', 'Comments'])
      await expect(tab(page, name)).toBeVisible()
    await expect(tab(page, 'Tokens')).toHaveCount(0)
    await expect(tab(page, 'Avatars')).toHaveCount(0)
    await tab(page, 'Points').click()
    await expect(page.getByTestId('points-season')).toContainText(/#\d+/)
    await expect(page.getByRole('button', { name: 'Adjust points' })).toHaveCount(0)
    await tab(page, 'Rooms').click()
    await expect(page.getByTestId('user-rooms')).toContainText('Indie Barn')
    await shot(page, 'userpage-moderator-rooms')
  })
})

test.describe('rankings and status', () => {
  test('rankings: one menu entry, a season at a time (the current one first) ranked in order', async ({ page }) => {
    await logIn(page)
    await expect(page.getByRole('menuitem', { name: 'Leaderboard' })).toHaveCount(0)
    await expect(page.getByRole('menuitem', { name: 'Lifetime ranking' })).toHaveCount(0)
    await page.getByRole('menuitem', { name: 'Rankings' }).click()
    const season = page.getByTestId('season-ranking')
    await expect(season.getByRole('row').nth(1)).toBeVisible()
    const ranksOf = async () =>
      (await season.locator('tbody tr td:first-child').allInnerTexts()).map((text) => Number(text.trim()))
    const ranks = await ranksOf()
    expect(ranks[0]).toBe(1)
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
    const seasonNames = new Set(await season.locator('tbody tr td:nth-child(3)').allInnerTexts())
    expect(seasonNames.size).toBe(1)
    const current = [...seasonNames][0]!
    await expect(season.locator('tbody tr td:nth-child(2) a').first()).not.toBeEmpty()
    await shot(page, 'rankings-season')

    // The demo's other season with points.
    const otherName = current === 'Season 1' ? 'Season 2' : 'Season 1'
    await page.getByRole('combobox', { name: 'Season' }).click()
    await page.getByRole('option', { name: otherName, exact: true }).click()
    await expect(season.locator('tbody tr td:nth-child(3)').first()).toHaveText(otherName)
    const otherRanks = await ranksOf()
    expect(otherRanks[0]).toBe(1)
    expect(otherRanks).toEqual([...otherRanks].sort((a, b) => a - b))

    await tab(page, 'Lifetime').click()
    const lifetime = page.getByTestId('lifetime-ranking')
    await expect(lifetime.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('1')
    await shot(page, 'rankings-lifetime')

    await tab(page, 'Leaderboard').click()
    await expect(page.getByRole('table', { name: 'Leaderboard' }).getByRole('row').nth(1)).toBeVisible()
    await shot(page, 'rankings-leaderboard')
  })

  test('the status page lists all eight services', async ({ page }) => {
    await logIn(page)
    await page.getByRole('menuitem', { name: 'Service status' }).click()
    for (const id of [
      'user-service',
      'points-service',
      'room-service',
      'song-service',
      'social-service',
      'playlist-service',
      'payment-service',
      'audit-service'
    ])
      await expect(page.getByTestId(`status-${id}`)).toContainText('Reachable')
    await expect(page.locator('[data-testid^="status-"]')).toHaveCount(8)
    await shot(page, 'status-eight')
  })
})
