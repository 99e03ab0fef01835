import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { test } from '../test.ts'
import { createSocketClient, type SocketClient } from '@spinroom/client'
import { shot, tokenOf } from '../helpers.ts'

interface ListedRoom {
  uuid: string
  slug: string
  djUuids: string[]
  song: { trackName: string; artistName: string } | null
}

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } })

let dj: SocketClient
let liveSong: { trackName: string; artistName: string }

/** Ben takes the booth in Indie Barn, so one demo room is live whatever else plays. */
test.beforeAll(async ({ request, baseURL }) => {
  const token = await tokenOf(request, 'ben@spinroom.test')
  const readRoom = async () =>
    (await (
      await request.get('/api/room-service/rooms/indie-barn', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as ListedRoom
  const room = await readRoom()
  dj = createSocketClient({ url: baseURL, io: { transports: ['websocket'], forceNew: true, reconnection: false } })
  await dj.authenticate(token)
  await dj.live.joinRoom({ roomUuid: room.uuid })
  // A retry after a failed test runs this again: ben may still hold his seat.
  if (room.djUuids.length === 0)
    await dj.live.addDj({
      roomUuid: room.uuid,
      song: {
        artistName: 'The Barn Owls',
        trackName: 'Hayloft Anthem',
        duration: 600,
        musicProviders: { youtube: 'e2e-hayloft' }
      }
    })
  const live = await readRoom()
  expect(live.song).not.toBeNull()
  liveSong = live.song!
})
test.afterAll(() => dj.close())

const signIn = async (page: Page, email: string) => {
  await page.goto('/sign-in')
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await page.locator('input[name="password"]').fill('spinroom-user')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  // The first screen loads its code on a busy test machine.
  await expect(page.getByTestId('greeting')).toBeVisible({ timeout: 20_000 })
}

const card = (page: Page, section: string, slug: string) =>
  page.getByTestId(`rooms-${section}`).locator(`[data-testid="room-card"][data-slug="${slug}"]`)

const noSeriousViolations = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
}

test('the landing puts the live rooms first, with their DJ and song and a Join', async ({ page }) => {
  await signIn(page, 'ana@spinroom.test')
  const live = page.locator('[data-testid="live-room-card"][data-slug="indie-barn"]')
  await expect(live).toContainText('Indie Barn')
  await expect(live.getByTestId('room-song')).toHaveText(liveSong.trackName)
  await expect(live.getByTestId('room-artist')).toHaveText(liveSong.artistName)
  await expect(live.getByTestId('room-dj')).toHaveText('DJ ben')
  // Ben is alone in the room, on a seat: no one listens, and he counts as a DJ, apart.
  await expect(live.getByTestId('room-listeners')).toHaveText('0 listeners · 1 DJ')
  await expect(page.getByTestId('rooms-home-favorites')).toContainText('Festival Main Stage')
  await expect(page.getByTestId('rooms-home-more')).toContainText('Spinroom Discord Hangout')
  await expect(page.getByTestId('rooms-home-more')).not.toContainText('Festival Main Stage')
  await noSeriousViolations(page)
  await shot(page, 'player-rooms-home-1280')
  await page.setViewportSize({ width: 360, height: 740 })
  await shot(page, 'player-rooms-home-360')
  await live.getByRole('link', { name: 'Join Indie Barn' }).click()
  await expect(page).toHaveURL(/\/rooms\/indie-barn$/)
})

test('the rooms lists show the demo rooms, search finds one, the private count is shown', async ({ page }) => {
  await signIn(page, 'ana@spinroom.test')
  await page.getByRole('link', { name: 'Rooms' }).first().click()
  await expect(page.getByRole('heading', { name: 'Rooms', level: 1 })).toBeVisible()
  await expect(card(page, 'promoted', 'festival-main-stage')).toBeVisible()
  await expect(card(page, 'favorites', 'late-night-grooves')).toBeVisible()
  await expect(card(page, 'recent', 'indie-barn')).toBeVisible()
  const barn = card(page, 'public', 'indie-barn')
  await expect(barn.getByTestId('room-song')).toHaveText(liveSong.trackName)
  await expect(barn.getByTestId('room-dj')).toHaveText('DJ ben')
  await expect(card(page, 'public', 'yacht-rock-sundays').getByTestId('room-idle')).toBeVisible()
  await expect(page.getByTestId('rooms-public').getByTestId('room-card')).not.toHaveCount(0)
  await expect(page.getByTestId('rooms-public')).not.toContainText('Velvet Room')
  await expect(page.getByTestId('private-room-count')).toHaveText(
    '1 private room is not listed: ask its owner for the link.'
  )
  await expect(page.getByTestId('rooms-guild-112233445566778899')).toContainText('Spinroom Discord Hangout')
  await noSeriousViolations(page)
  await shot(page, 'player-rooms-1280')
  await page.setViewportSize({ width: 360, height: 740 })
  await shot(page, 'player-rooms-360')

  await page.getByTestId('room-search').fill('yacht')
  await expect(page.getByTestId('rooms-search').getByTestId('room-card')).toHaveCount(1)
  await expect(card(page, 'search', 'yacht-rock-sundays')).toBeVisible()
  await expect(page.getByTestId('rooms-promoted')).toHaveCount(0)
  await page.getByTestId('room-search').fill('no such room')
  await expect(page.getByTestId('rooms-search')).toContainText('No public room is named like “no such room”.')
  await page.getByRole('button', { name: 'Clear the search' }).click()
  await expect(card(page, 'promoted', 'festival-main-stage')).toBeVisible()
})

test('a favorite shows in every list at once, in the favorites list, and after a reload', async ({ page }) => {
  await signIn(page, 'ana@spinroom.test')
  await page.goto('/rooms')
  const star = (section: string) => card(page, section, 'indie-barn').getByTestId('favorite-toggle')
  // Many lists load at once on a busy test machine.
  await expect(card(page, 'public', 'indie-barn')).toBeVisible({ timeout: 20_000 })
  await expect(star('public')).toHaveAttribute('aria-pressed', 'false')
  await expect(card(page, 'favorites', 'indie-barn')).toHaveCount(0)
  await star('public').click()
  await expect(star('public')).toHaveAttribute('aria-pressed', 'true')
  await expect(star('recent')).toHaveAttribute('aria-pressed', 'true')
  await expect(card(page, 'favorites', 'indie-barn')).toBeVisible()
  await expect(star('public')).toBeEnabled()
  await page.reload()
  await expect(card(page, 'favorites', 'indie-barn')).toBeVisible()
  await expect(star('public')).toHaveAttribute('aria-pressed', 'true')

  await star('favorites').click()
  await expect(card(page, 'favorites', 'indie-barn')).toHaveCount(0)
  await expect(star('public')).toHaveAttribute('aria-pressed', 'false')
  await page.reload()
  await expect(card(page, 'public', 'indie-barn')).toBeVisible()
  await expect(card(page, 'favorites', 'indie-barn')).toHaveCount(0)
})

test("a refused favorite is rolled back with the server's reason", async ({ page, request }) => {
  await signIn(page, 'ana@spinroom.test')
  await page.goto('/rooms')
  const star = card(page, 'public', 'yacht-rock-sundays').getByTestId('favorite-toggle')
  await expect(star).toHaveAttribute('aria-pressed', 'false')
  // Its owner deletes the room while the list still shows it: the server refuses the favorite.
  const token = await tokenOf(request, 'ana@spinroom.test')
  const removed = await request.delete('/api/room-service/rooms/yacht-rock-sundays/infrastructure', {
    headers: { authorization: `Bearer ${token}` }
  })
  expect(removed.ok()).toBeTruthy()
  await star.click()
  await expect(page.getByTestId('favorite-error')).toHaveText('Your favorites could not be changed: Room not found')
  await expect(star).toHaveAttribute('aria-pressed', 'false')
  await expect(card(page, 'favorites', 'yacht-rock-sundays')).toHaveCount(0)
})

test('a guest sees the public lists but no favorites, recent or own rooms', async ({ page }) => {
  await page.goto('/sign-in')
  await page.getByRole('button', { name: 'Continue as guest' }).click()
  await expect(page.locator('[data-testid="live-room-card"][data-slug="indie-barn"]')).toBeVisible()
  await page.goto('/rooms')
  await expect(card(page, 'public', 'indie-barn')).toBeVisible()
  await expect(card(page, 'promoted', 'festival-main-stage')).toBeVisible()
  await expect(page.getByTestId('rooms-favorites')).toHaveCount(0)
  await expect(page.getByTestId('rooms-recent')).toHaveCount(0)
  await expect(page.getByTestId('rooms-owned')).toHaveCount(0)
  await expect(page.getByTestId('favorite-toggle')).toHaveCount(0)
  await expect(page.getByTestId('private-room-count')).toBeVisible()
  await noSeriousViolations(page)
})

test("a password room's card keeps who plays and what to those who know the password", async ({
  page,
  request,
  baseURL
}) => {
  const owner = await tokenOf(request, 'ben@spinroom.test')
  const name = `Locked Lounge ${Date.now()}`
  const created = await request.post('/api/room-service/rooms/infrastructure', {
    headers: { authorization: `Bearer ${owner}` },
    data: { name, password: 'lounge-secret' }
  })
  expect(created.status()).toBe(201)
  const room = (await created.json()) as ListedRoom
  const booth = createSocketClient({ url: baseURL, io: { transports: ['websocket'], forceNew: true } })
  try {
    await booth.authenticate(owner)
    await booth.live.joinRoom({ roomUuid: room.uuid, password: 'lounge-secret' })
    await booth.live.addDj({
      roomUuid: room.uuid,
      song: { artistName: 'Hidden Trio', trackName: 'Behind The Door', duration: 600, musicProviders: {} }
    })
    // Its owner sees the song playing: the card below hides it, it is not missing.
    const read = await request.get(`/api/room-service/rooms/${room.slug}`, {
      headers: { authorization: `Bearer ${owner}` }
    })
    expect(((await read.json()) as ListedRoom).song?.trackName).toBe('Behind The Door')
    await signIn(page, 'ana@spinroom.test')
    await page.getByRole('link', { name: 'Rooms' }).first().click()
    await page.getByTestId('room-search').fill(name)
    const locked = card(page, 'search', room.slug)
    await expect(locked).toContainText(name)
    await expect(locked.getByTestId('room-locked-inside')).toHaveText(
      'What plays here is for those who know the password.'
    )
    await expect(locked).not.toContainText('Behind The Door')
    await expect(locked).not.toContainText('Hidden Trio')
    await shot(page, 'player-rooms-password-room-1280')
  } finally {
    booth.close()
  }
})
