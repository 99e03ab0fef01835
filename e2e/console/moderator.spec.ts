import { expect, type Page } from '@playwright/test'
import { test } from '../test.ts'
import { createSocketClient } from '@spinroom/client'
import { logInAs, shot, tokenOf } from '../helpers.ts'

test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } })

const U = '/api/user-service'

const menu = (page: Page) => page.locator('.RaSidebar-fixed, .RaMenu-open, [class*="RaMenu"]').first()

test('a global moderator finds a user, bans with a reason, reads the record and unbans; admin-only things stay hidden', async ({
  page,
  request
}) => {
  await logInAs(page, 'mod@spinroom.test', 'spinroom-mod')
  const nav = menu(page)
  for (const item of ['Users', 'Rooms', 'Room roles', 'Moderation actions'])
    await expect(nav.getByRole('menuitem', { name: item, exact: true })).toBeVisible()
  for (const item of ['API keys', 'Vouchers', 'Token accounts', 'Outbox', 'Service status'])
    await expect(nav.getByRole('menuitem', { name: item, exact: true })).toHaveCount(0)
  await shot(page, 'console-moderator-menu')

  // A list a moderator may only read offers nothing else: no Create, no Delete, no edit form on a click.
  await nav.getByRole('menuitem', { name: 'Consumables', exact: true }).click()
  const heart = page.getByRole('cell', { name: 'Heart', exact: true })
  await expect(heart).toBeVisible()
  await expect(page.getByLabel('Create', { exact: true })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0)
  await heart.click()
  await expect(page).toHaveURL(/#\/consumables(\?.*)?$/)

  await nav.getByRole('menuitem', { name: 'Users', exact: true }).click()
  // The search reads every address a user holds (ben's payments one here); the click waits for the filtered list.
  await page.getByPlaceholder('Search').fill('ben.payments')
  await expect(page.locator('tbody .RaDatagrid-row')).toHaveCount(1)
  await page.getByRole('cell', { name: 'ben', exact: true }).click()
  await expect(page).toHaveURL(/#\/users\/[^/]+\/show/)
  await expect(page.getByRole('button', { name: 'Ban', exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Temporary ban' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Kick', exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Change password' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Global moderator' })).toHaveCount(0)

  await page.getByRole('button', { name: 'Ban', exact: true }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Ban', exact: true }).click()
  await expect(dialog.getByText('Say why')).toBeVisible()
  await dialog.getByLabel(/Reason/).fill('Spam links in three rooms')
  await shot(page, 'console-moderator-ban-dialog')
  await dialog.getByRole('button', { name: 'Ban', exact: true }).click()
  await expect(page.getByText('User banned')).toBeVisible()

  await page.getByRole('tab', { name: 'Moderation history' }).click()
  await expect(page.getByText('Spam links in three rooms')).toBeVisible()
  const admin = await tokenOf(request, 'admin@spinroom.test', 'spinroom-admin')
  const records = await request.get(`/api/audit-service/moderation-actions?sort=createdAt,DESC&limit=5`, {
    headers: { authorization: `Bearer ${admin}` }
  })
  expect(JSON.stringify(await records.json())).toContain('Spam links in three rooms')

  await page.getByRole('button', { name: 'Unban', exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Unban', exact: true }).click()
  await expect(page.getByText('User unbanned')).toBeVisible()
  await shot(page, 'console-moderator-user')

  // A room role granted from the user's page (in a room ben does not own), with a reason, then removed from the list.
  await page.getByRole('tab', { name: 'Rooms' }).click()
  await page.getByRole('link', { name: 'Grant a room role' }).click()
  await page.getByLabel('Room').fill('Live Now')
  await page.getByRole('option', { name: 'Demo Room: Live Now' }).click()
  await page.getByLabel('Role').click()
  await expect(page.getByRole('option', { name: 'Owner', exact: true })).toHaveCount(0)
  await page.getByRole('option', { name: 'Chat disabled' }).click()
  await page.getByLabel('Reason (optional)').fill('Shouting in capitals')
  await shot(page, 'console-moderator-grant-room-role')
  await page.getByRole('button', { name: 'Save' }).click()
  const row = page
    .getByRole('row')
    .filter({ hasText: 'Demo Room: Live Now' })
    .filter({ has: page.getByRole('link', { name: /(^|\s)ben$/ }) })
    .filter({ has: page.getByText('Chat disabled', { exact: true }) })
  await expect(row).toBeVisible()
  await expect(
    page
      .getByRole('row')
      .filter({ has: page.getByText('Owner', { exact: true }) })
      .first()
      .getByRole('button', { name: 'Remove' })
  ).toHaveCount(0)
  await row.getByRole('button', { name: 'Remove' }).click()
  await page
    .getByRole('dialog')
    .getByLabel(/Reason/)
    .fill('Calmed down')
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click()
  await expect(page.getByText('Room role removed')).toBeVisible()
  await expect(row).toHaveCount(0)
  const ben = await request.post(`${U}/auth/login`, { data: { email: 'ben@spinroom.test', password: 'spinroom-user' } })
  expect(ben.ok()).toBeTruthy()
})

/** A demo user listening in a room over socket.io, as the player connects. */
async function listening(baseURL: string, accessToken: string, roomUuid: string) {
  const client = createSocketClient({ url: baseURL, io: { transports: ['websocket'], forceNew: true } })
  await client.authenticate(accessToken)
  await client.live.joinRoom({ roomUuid })
  return client
}

test("a room-only moderator sees the rooms they moderate and that room's desk, nothing else", async ({
  page,
  request,
  baseURL
}) => {
  // ben co-owns the room for this test: he outranks its moderator, who may kick cleo but not him.
  const admin = { authorization: `Bearer ${await tokenOf(request, 'admin@spinroom.test', 'spinroom-admin')}` }
  const room = (await (await request.get('/api/room-service/rooms/demo-room-live-now', { headers: admin })).json()) as {
    id: number
    uuid: string
  }
  const [benToken, cleoToken] = [
    await tokenOf(request, 'ben@spinroom.test'),
    await tokenOf(request, 'cleo@spinroom.test')
  ]
  const benId = (
    (await (await request.get(`${U}/auth/session`, { headers: { authorization: `Bearer ${benToken}` } })).json()) as {
      user: { id: string }
    }
  ).user.id
  const granted = await request.post(`/api/room-service/roomUserRoles/${room.id}`, {
    headers: admin,
    data: { userUuid: benId, role: 'coOwner', reason: 'E2E: outranks the room moderator' }
  })
  expect(granted.status()).toBe(201)
  const listeners = [await listening(baseURL!, benToken, room.uuid), await listening(baseURL!, cleoToken, room.uuid)]

  await logInAs(page, 'roommod@spinroom.test', 'spinroom-mod')
  await expect(page.getByTestId('rooms-you-run')).toContainText('Demo Room: Live Now')
  await shot(page, 'console-room-moderator-dashboard')
  const nav = menu(page)
  await expect(nav.getByRole('menuitem', { name: 'Rooms', exact: true })).toBeVisible()
  // Only what serves the rooms they run: no account pages, nor the public catalogues (products, songs, genres…).
  for (const item of ['Users', 'Room roles', 'Moderation actions', 'API keys', 'Products', 'Songs', 'Consumables'])
    await expect(nav.getByRole('menuitem', { name: item, exact: true })).toHaveCount(0)
  await nav.getByRole('menuitem', { name: 'Rooms', exact: true }).click()
  await expect(page.getByText('Demo Room: Live Now')).toBeVisible()
  await expect(page.locator('tbody tr')).toHaveCount(1)
  await shot(page, 'console-room-moderator-rooms')
  await page.getByText('Demo Room: Live Now').click()
  await page.getByRole('tab', { name: /Live/ }).click()
  await expect(page.getByText('Recent moderation in this room')).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('button', { name: 'Skip song' })).toBeVisible()
  const audience = page.getByTestId('live-audience')
  const row = (nickname: string) => audience.getByRole('row').filter({ has: page.getByText(nickname, { exact: true }) })
  await expect(row('cleo').getByRole('button', { name: 'Kick' })).toBeVisible()
  await expect(row('ben')).toContainText('Co-owner')
  await expect(row('ben').getByRole('button', { name: 'Kick' })).toHaveCount(0)
  // The room's records name who did what to whom, from public profiles: the room moderator reads no accounts.
  const grant = page.getByTestId('recent-acts').getByRole('row').filter({ hasText: 'E2E: outranks the room moderator' })
  await expect(grant).toContainText('ben')
  await expect(grant).toContainText('admin')
  await expect(grant.getByRole('link')).toHaveCount(0)
  await shot(page, 'console-room-moderator-desk')

  listeners.forEach((client) => client.close())
  const removed = await request.delete(`/api/room-service/roomUserRoles/${room.id}`, {
    headers: admin,
    data: { userUuid: benId, role: 'coOwner' }
  })
  expect(removed.ok()).toBe(true)
})

test('a global moderator opens a user: every request is one a moderator may make, the avatar shows as a picture, and an open deactivation request can be cancelled', async ({
  page,
  request
}) => {
  const djkai = await tokenOf(request, 'dj.kai@spinroom.test')
  const asked = await request.post(`${U}/users/request-deactivate`, {
    headers: { authorization: `Bearer ${djkai}` },
    data: { reason: 'e2e: a break' }
  })
  // The accounts spec may have left one open (409 'already open').
  expect([201, 409]).toContain(asked.status())
  const refused: string[] = []
  page.on('response', (response) => {
    if ([401, 403].includes(response.status()) && response.url().includes('/api/'))
      refused.push(`${response.status()} ${response.request().method()} ${response.url()}`)
  })
  await logInAs(page, 'mod@spinroom.test', 'spinroom-mod')
  const nav = menu(page)

  // ben wears the demo's Platinum crown: its picture and name, not its slug.
  await nav.getByRole('menuitem', { name: 'Users', exact: true }).click()
  await page.getByPlaceholder('Search').fill('ben')
  await page.getByRole('cell', { name: 'ben', exact: true }).click()
  await expect(page.getByRole('img', { name: 'Platinum crown' })).toBeVisible()
  await expect(page.getByText('Platinum crown', { exact: true })).toBeVisible()
  await expect(page.getByText('platinum-crown')).toHaveCount(0)
  // The contact tab reads administrators' routes: a moderator does not get it.
  await expect(page.getByRole('tab', { name: 'Contact & media' })).toHaveCount(0)
  await page.getByRole('tab', { name: 'Activity' }).click()
  await expect(page.getByText(/Latest audit events \(\d+\)/)).toBeVisible()
  await expect(page.getByText('playId')).toHaveCount(0)
  await shot(page, 'console-moderator-user-activity')

  await nav.getByRole('menuitem', { name: 'Users', exact: true }).click()
  await page.getByPlaceholder('Search').fill('djkai')
  await page.getByRole('cell', { name: 'djkai', exact: true }).click()
  const cancel = page.getByRole('button', { name: 'Cancel deactivation request' })
  await expect(cancel).toBeEnabled()
  for (const tab of ['Points', 'Rooms', 'Social', 'Moderation history', 'Activity', 'Comments', 'Profile'])
    await page.getByRole('tab', { name: tab, exact: true }).click()
  await shot(page, 'console-moderator-user-page')
  await cancel.click()
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel deactivation request' }).click()
  await expect(page.getByText('Deactivation request cancelled')).toBeVisible()
  await expect(cancel).toBeDisabled()
  expect(refused).toEqual([])
})
