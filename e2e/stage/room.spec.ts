import AxeBuilder from '@axe-core/playwright'
import { expect as baseExpect, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { test } from '../test.ts'
import { chromiumWithSound } from '../chromium.ts'
import { shot, tokenOf } from '../helpers.ts'

const room = '/rooms/late-night-grooves'
// Four browsers and a server that transcodes the demo songs share two cores: give each step time.
const expect = baseExpect.configure({ timeout: 20_000 })

test.use({
  locale: 'en-US',
  launchOptions: chromiumWithSound
})

async function signedIn(browser: Browser, email: string, password = 'spinroom-user'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' })
  const page = await context.newPage()
  await page.goto('/sign-in')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByTestId('header-user')).toBeVisible({ timeout: 20_000 })
  return page
}

/** Demo data is seeded and its songs transcoded after start: wait until the DJ's first queued song streams. */
async function waitForQueuedSong(request: APIRequestContext) {
  const login = { email: 'dj.kai@spinroom.test', password: 'spinroom-user' }
  await expect
    .poll(async () => (await request.post('/api/user-service/auth/login', { data: login })).ok(), {
      timeout: 150_000,
      intervals: [2000]
    })
    .toBe(true)
  const token = await tokenOf(request, login.email)
  const headers = { Authorization: `Bearer ${token}` }
  const queue = await request.get('/api/playlist-service/crate/special/queue/songs?limit=1', { headers })
  expect(queue.ok()).toBeTruthy()
  const [first] = ((await queue.json()) as { data: { musicProviders: Record<string, string> }[] }).data
  const id = first?.musicProviders.uploadService
  expect(id, 'djkai queues a demo song from the upload service').toBeTruthy()
  await expect
    .poll(async () => (await request.get(`/api/upload-service/songs/${id}/hls-playlist`, { headers })).status(), {
      timeout: 120_000,
      intervals: [2000]
    })
    .toBe(200)
}

const playing = (page: Page) => page.getByTestId('player-title').textContent()
const audioTime = (page: Page) =>
  page.getByTestId('player-audio').evaluate((audio: HTMLAudioElement) => audio.currentTime)

test('a DJ plays, the listener hears the same second, votes, chats, and is kicked by a moderator', async ({
  browser,
  request
}) => {
  test.setTimeout(300_000)
  await waitForQueuedSong(request)

  const dj = await signedIn(browser, 'dj.kai@spinroom.test')
  await dj.goto(room)
  await expect(dj.getByRole('heading', { name: 'Late Night Grooves' })).toBeVisible()
  await expect(dj.getByTestId('dj-next-song')).not.toHaveText(/queue is empty/)
  const queued = (await dj.getByTestId('dj-next-song').textContent())!.split(' — ')[0]
  await dj.getByTestId('take-seat').click()
  await expect(dj.getByTestId('dj-seats')).toContainText('djkai (you)')
  await expect(dj.getByTestId('now-playing-title')).toHaveText(queued)
  await expect(dj.getByTestId('now-playing-dj')).toHaveText('Played by djkai')

  const listener = await signedIn(browser, 'ana@spinroom.test')
  await listener.goto(room)
  await expect(listener.getByTestId('now-playing-title'))
    .toBeVisible({ timeout: 30_000 })
    .catch(async (error: unknown) => {
      await shot(listener, 'debug-listener')
      throw error
    })
  // Demo songs are short: the listener may arrive on the DJ's next one, but always on the song the DJ shows.
  const titles = async () =>
    [
      await dj.getByTestId('now-playing-title').textContent(),
      await listener.getByTestId('now-playing-title').textContent(),
      await listener.getByTestId('player-title').textContent()
    ].join(' | ')
  await expect.poll(async () => new Set((await titles()).split(' | ')).size, { timeout: 15_000 }).toBe(1)
  await expect(listener.getByTestId('tap-to-listen')).toHaveCount(0)

  // The listener hears it: the audio element's clock advances (within one song: a demo song lasts 64 s).
  await expect
    .poll(
      async () => {
        const [title, before] = [await playing(listener), await audioTime(listener)]
        await listener.waitForTimeout(2000)
        return title === (await playing(listener)) && (await audioTime(listener)) > before + 1
      },
      { timeout: 45_000 }
    )
    .toBe(true)

  // Both hear the same second: the room's second by the server's clock.
  await expect
    .poll(
      async () => {
        const [a, b] = await Promise.all([audioTime(dj), audioTime(listener)])
        const same = (await playing(dj)) === (await playing(listener))
        return same && a > 0.5 && Math.abs(a - b) < 1
      },
      { timeout: 30_000 }
    )
    .toBe(true)

  // A vote from the floor reaches the DJ, and so does an emoji burst.
  // A new song clears the votes: like again until the like lands on the song the DJ is looking at.
  await expect
    .poll(
      async () => {
        const like = listener.getByTestId('vote-like')
        if ((await like.getAttribute('aria-pressed')) !== 'true') await like.click()
        await listener.waitForTimeout(500)
        return dj.getByTestId('count-likes').textContent()
      },
      { timeout: 30_000 }
    )
    .toBe('1')
  await listener.getByRole('button', { name: 'Send 🔥' }).click()
  await expect(dj.getByTestId('bursts')).toContainText('🔥')

  // The listener chats; the DJ sees it and reacts; the listener sees the reaction.
  const said = `great set ${Date.now().toString(36)}`
  const composer = listener.getByTestId('chat-panel').getByRole('combobox', { name: 'Chat message' })
  await composer.fill(said)
  await composer.press('Enter')
  const seen = dj.getByTestId('chat-panel').getByTestId('chat-message').filter({ hasText: said })
  await expect(seen.getByTestId('chat-author')).toHaveText('ana')
  await seen.getByRole('button', { name: "React to ana's message" }).click()
  await dj.getByRole('menuitem', { name: 'React with 🔥' }).click()
  await expect(
    listener
      .getByTestId('chat-panel')
      .getByTestId('chat-message')
      .filter({ hasText: said })
      .getByRole('button', { name: '🔥 1, djkai' })
  ).toBeVisible()

  // The page is left, the music is not: the bar keeps playing and leads back.
  await listener.getByRole('link', { name: 'Home' }).first().click()
  await expect(listener.getByTestId('greeting')).toBeVisible()
  await expect(listener.getByTestId('player-title')).not.toHaveText('Nothing is playing')
  await expect
    .poll(
      async () => {
        const [title, before] = [await playing(listener), await audioTime(listener)]
        await listener.waitForTimeout(1500)
        return title === (await playing(listener)) && (await audioTime(listener)) > before + 0.5
      },
      { timeout: 30_000 }
    )
    .toBe(true)
  await listener.getByRole('link', { name: 'Back to the room' }).click()
  await expect(listener.getByTestId('now-playing-title')).toBeVisible()

  const axe = await new AxeBuilder({ page: dj }).analyze()
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`)).toEqual([])
  await shot(dj, 'player-room-dj-1280')
  await listener.setViewportSize({ width: 360, height: 800 })
  await shot(listener, 'player-room-listener-360')

  const moderator = await signedIn(browser, 'mod@spinroom.test', 'spinroom-mod')
  await moderator.goto(room)
  await moderator.getByTestId('member-ana').click()
  const dialog = moderator.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'ana' })).toBeVisible()
  await shot(moderator, 'player-room-moderator-1280')
  await dialog.getByTestId('kick-user').click()
  await expect(dialog).toBeHidden()

  await expect(listener.getByTestId('room-kicked')).toContainText('A moderator kicked you from this room until')
  expect(await listener.getByTestId('player-audio').evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(true)
  await shot(listener, 'player-room-kicked-360')
  await listener.getByRole('link', { name: 'Home' }).first().click()
  await expect(listener.getByTestId('player-kicked')).toContainText('A moderator kicked you from this room until')
  await listener.goto(room)
  await expect(listener.getByTestId('join-error')).toContainText('You were kicked from this room. You can come back on')
  await expect(dj.getByTestId('floor')).not.toContainText('ana')
  // The room tells the others in its chat why ana went.
  const notice = dj.getByTestId('chat-panel').getByTestId('chat-notice').last()
  await expect(notice).toContainText('ana was removed from the room by a moderator')
  await notice.scrollIntoViewIfNeeded()
  await shot(dj, 'player-room-notice-1280')
})
