import { readFileSync } from 'node:fs'
import { expect, type Page } from '@playwright/test'
import { test } from '../test.ts'
import { logIn, shot, tokenOf } from '../helpers.ts'

test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } })

const A = '/api/audit-service'
const menu = (page: Page) => page.locator('.RaSidebar-fixed, .RaMenu-open, [class*="RaMenu"]').first()

test('an administrator sees plays per hour, explores audit events by user, topic and time, and exports them', async ({
  page,
  request
}) => {
  const ana = await tokenOf(request, 'ana@spinroom.test')
  const device = { platform: 'web', isDiscord: false, isLoggedIn: true }
  const liked = await request.post(`${A}/kinesis`, {
    headers: { authorization: `Bearer ${ana}` },
    data: { topic: 'likedTrack', record: { songId: 'e2e-song', trackName: 'E2E Anthem' }, device }
  })
  expect(liked.status()).toBe(201)

  await logIn(page)
  const chart = page.getByRole('img', { name: 'Plays and active users per hour' })
  await expect(chart).toBeVisible()
  expect(await chart.locator('rect').count()).toBeGreaterThanOrEqual(24)
  await shot(page, 'console-audit-dashboard')

  await menu(page).getByRole('menuitem', { name: 'Audit events', exact: true }).click()
  // Players in other tests send a play event a second, so ana's is found by her name, not on the first page.
  await page.getByRole('combobox', { name: 'User' }).fill('ana')
  await page.getByRole('option', { name: 'ana', exact: true }).click()
  await expect(page.getByRole('cell', { name: 'ana' }).first()).toBeVisible()
  await page.getByRole('combobox', { name: 'Topic' }).click()
  await page.getByRole('option', { name: 'Liked a track' }).click()
  await expect(page.getByText('E2E Anthem')).toBeVisible()
  await expect(page.locator('tbody .RaDatagrid-row')).toHaveCount(1)
  await shot(page, 'console-audit-explorer')

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export' }).click()
  const csv = readFileSync(await (await download).path(), 'utf8')
  expect(csv.split('\r\n')[0]).toBe(
    'createdAt,topic,nickname,userUuid,callerType,platform,isLoggedIn,isDiscord,record,id'
  )
  expect(csv).toContain(',likedTrack,ana,')
  expect(csv).toContain('E2E Anthem')

  // A time range in the future finds nothing.
  await page.getByRole('textbox', { name: 'From' }).fill('2099-01-01T10:00')
  await expect(page.getByText('No Audit events found using the current filters.')).toBeVisible()

  await menu(page).getByRole('menuitem', { name: 'Event names', exact: true }).click()
  await expect(page.getByText('Liked a track · likedTrack')).toBeVisible()
  await expect(page.getByRole('cell', { name: 'sendChatMessage' })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'api/user-service/moderation-actions' }).first()).toBeVisible()
  await shot(page, 'console-audit-event-names')
})

test('a moderator reads who did what to whom, writes a record by hand and edits it; deleting stays with admins', async ({
  page,
  request
}) => {
  await page.goto('/admin/')
  await page.locator('input[name="username"]').fill('mod@spinroom.test')
  await page.locator('input[name="password"]').fill('spinroom-mod')
  await page.getByRole('button', { name: /sign in/i }).click()
  await expect(page.getByText('Welcome, ', { exact: false })).toBeVisible()
  const nav = menu(page)
  await expect(nav.getByRole('menuitem', { name: 'Moderation actions', exact: true })).toBeVisible()
  for (const item of ['Audit events', 'Event names'])
    await expect(nav.getByRole('menuitem', { name: item, exact: true })).toHaveCount(0)
  await expect(page.getByRole('img', { name: 'Plays and active users per hour' })).toHaveCount(0)

  await nav.getByRole('menuitem', { name: 'Moderation actions', exact: true }).click()
  // Searched by its reason: the kicks and bans of parallel specs may push the demo's record off the first page.
  await page.getByPlaceholder('Search').fill('Flooding')
  const kick = page.locator('.RaDatagrid-row', { hasText: 'Flooding the chat' })
  await expect(kick.getByText('moderator', { exact: true }).first()).toBeVisible()
  await expect(kick.getByText('ben', { exact: true })).toBeVisible()
  await shot(page, 'console-audit-moderation-actions')
  await page.getByPlaceholder('Search').clear()
  // The search reaches the list (and the URL it is kept in) after a debounce: the new record must not come back to it.
  await expect(page).not.toHaveURL(/Flooding/)

  await page.getByRole('link', { name: 'Create' }).click()
  await page.getByLabel('Action').click()
  await page.getByRole('option', { name: 'Global kick' }).click()
  // ben: a plain user whatever other specs did (accounts.spec makes cleo a moderator, whom a moderator may not record)
  await page.getByLabel('User').fill('ben')
  // The choices narrow to the search's answer before one is picked: a click on the list it replaces is lost.
  await expect(page.getByRole('option', { name: 'ana', exact: true })).toHaveCount(0)
  await page.getByRole('option', { name: 'ben', exact: true }).click()
  await expect(page.getByLabel('User')).toHaveValue('ben')
  await page.getByLabel('Reason').fill('Kicked on the Discord voice channel')
  await shot(page, 'console-audit-moderation-create')
  await page.getByRole('button', { name: 'Save' }).click()
  const row = page.locator('.RaDatagrid-row', { hasText: 'Kicked on the Discord voice channel' })
  await expect(row.getByText('ben', { exact: true })).toBeVisible()
  await expect(row.getByText('moderator', { exact: true })).toHaveCount(2)

  // A row opens its record, in words; its writer may edit it from there.
  await row.getByText('Kicked on the Discord voice channel').click()
  await expect(page).toHaveURL(/#\/moderation-actions\/[^/]+\/show/)
  const record = page.locator('.RaShow-main')
  await expect(record.getByText('Global kick', { exact: true })).toBeVisible()
  await expect(page.locator('#react-admin-title')).toHaveText('Moderation action: Global kick')
  await expect(record.getByText('ben', { exact: true })).toBeVisible()
  await expect(record.getByText('moderator', { exact: true })).toHaveCount(2)
  await shot(page, 'console-audit-moderation-record')
  await page.getByRole('link', { name: 'Edit' }).click()
  await page.getByLabel('Reason').fill('Kicked on the Discord voice channel, twice')
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/#\/moderation-actions(\?|$)/)
  await expect(page.getByText('Kicked on the Discord voice channel, twice')).toBeVisible()

  // A user's activity: the events of someone they outrank; the seed's 401 about an administrator.
  for (const [nickname, shown] of [
    ['ben', /Latest audit events \(\d+\)/],
    ['admin', /Unauthorized to perform action/]
  ] as const) {
    await nav.getByRole('menuitem', { name: 'Users', exact: true }).click()
    await page.getByPlaceholder('Search').fill(nickname)
    await page.getByRole('cell', { name: nickname, exact: true }).click()
    await page.getByRole('tab', { name: 'Activity' }).click()
    await expect(page.getByText(shown)).toBeVisible()
    await shot(page, `console-audit-user-activity-${nickname}`)
  }
  await expect(page.getByText('Welcome, ', { exact: false })).toHaveCount(0)

  const admin = await tokenOf(request, 'admin@spinroom.test', 'spinroom-admin')
  const list = await request.get(`${A}/moderation-actions?sort=createdAt,DESC&limit=5`, {
    headers: { authorization: `Bearer ${admin}` }
  })
  const edited = (await list.json()).data.find((r: { reason: string | null }) => r.reason?.endsWith('twice'))
  expect(edited).toMatchObject({ actionType: 'globalKick', reason: 'Kicked on the Discord voice channel, twice' })
  expect(edited.recordedByUuid).toBe(edited.moderatorUuid)
})

test('the audit explorer names every caller, a guest as the guest rooms showed, and reads records as songs, rooms and DJs', async ({
  page,
  request
}) => {
  const guest = (await (await request.get('/api/user-service/auth/guest')).json()) as {
    accessToken: string
    guest: { uuid: string }
  }
  const signIn = await request.post('/api/user-service/auth/login', {
    data: { email: 'ana@spinroom.test', password: 'spinroom-user' }
  })
  const { accessToken: ana, user } = (await signIn.json()) as { accessToken: string; user: { id: string } }
  const record = {
    roomSlug: 'demo-room-live-now',
    djUuid: user.id,
    playId: crypto.randomUUID(),
    songInfo: { trackName: 'E2E Guest Anthem', artistName: 'The Testers', duration: 180 },
    elapsedSeconds: 95
  }
  for (const token of [guest.accessToken, ana]) {
    const device = { platform: 'web', isDiscord: false, isLoggedIn: token === ana }
    const sent = await request.post(`${A}/kinesis`, {
      headers: { authorization: `Bearer ${token}` },
      data: { topic: 'likedTrack', record, device }
    })
    expect(sent.status()).toBe(201)
  }
  const failed: string[] = []
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`)
  })

  await logIn(page)
  await menu(page).getByRole('menuitem', { name: 'Audit events', exact: true }).click()
  await page.getByRole('combobox', { name: 'Topic' }).click()
  await page.getByRole('option', { name: 'Liked a track' }).click()
  const rows = page.locator('tbody .RaDatagrid-row', { hasText: 'E2E Guest Anthem' })
  await expect(rows).toHaveCount(2)
  const guestName = `Guest-${guest.guest.uuid.slice(0, 4).toUpperCase()}`
  await expect(rows.filter({ hasText: guestName })).toHaveCount(1)
  // The signed-in caller keeps her name beside the guest's row: one caller without an account blanks no other.
  await expect(rows.locator('td.column-userUuid').getByText('ana', { exact: true })).toHaveCount(1)
  await expect(page.getByText('unknown user')).toHaveCount(0)
  // The record in words: the song, the room and the DJ (ana) by name, how long it was heard; no ids.
  const guestRow = rows.filter({ hasText: guestName })
  await expect(guestRow).toContainText('“E2E Guest Anthem” by The Testers')
  await expect(guestRow.getByRole('link', { name: 'Demo Room: Live Now' })).toBeVisible()
  await expect(guestRow.getByRole('link', { name: 'ana' })).toBeVisible()
  await expect(guestRow).toContainText('1:35')
  await expect(guestRow).not.toContainText(record.playId)
  await expect(guestRow).not.toContainText('djUuid')
  await shot(page, 'console-audit-guest-and-records')
  expect(failed).toEqual([])
})
