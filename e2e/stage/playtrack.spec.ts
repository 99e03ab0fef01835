import AxeBuilder from '@axe-core/playwright'
import { expect as baseExpect, type Browser, type Page } from '@playwright/test'
import { test } from '../test.ts'
import { chromiumWithSound } from '../chromium.ts'
import { shot } from '../helpers.ts'

const room = '/rooms/demo-room-live-now'
// The demo DJs start once demo data is seeded and their songs transcoded: give each step time.
const expect = baseExpect.configure({ timeout: 30_000 })

test.use({
  locale: 'en-US',
  launchOptions: chromiumWithSound
})

/** A guest in a fresh browser, with the preview songs already heard set beforehand. */
async function guest(browser: Browser, heard: number, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-US' })
  if (heard > 0)
    await context.addInitScript(
      (count) => localStorage.setItem('spinroom-preview-songs', JSON.stringify({ count, lastPlay: 'an earlier play' })),
      heard
    )
  const page = await context.newPage()
  await page.goto('/sign-in')
  await page.getByRole('button', { name: 'Continue as guest' }).click()
  await expect(page.getByTestId('header-user')).toBeVisible()
  return page
}

/** The play events the page sends over socket.io, by topic. */
function sentTopics(page: Page): string[] {
  const topics: string[] = []
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      const text = String(payload)
      const topic = /api\/audit-service\/kinesis".*?"topic":"(\w+)"/.exec(text)?.[1]
      if (topic) topics.push(topic)
    })
  )
  return topics
}

test('a guest hears the room, and its play is tracked and counted', async ({ browser }) => {
  test.setTimeout(300_000)
  const page = await guest(browser, 0)
  const topics = sentTopics(page)
  await page.goto(room)
  await expect(page.getByTestId('now-playing-title')).toBeVisible({ timeout: 180_000 })
  await expect
    .poll(() => page.getByTestId('player-audio').evaluate((audio: HTMLAudioElement) => audio.currentTime), {
      timeout: 60_000
    })
    .toBeGreaterThan(0)
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('spinroom-preview-songs') ?? '{}').count), {
      timeout: 30_000
    })
    .toBeGreaterThanOrEqual(1)
  // Ten seconds heard of the same song, or the end of a short one: either event says the play was tracked.
  await expect
    .poll(() => topics.some((t) => t === 'played15Sec' || t === 'totalPlayed'), { timeout: 60_000 })
    .toBe(true)
  await expect(page.getByTestId('preview-over')).toHaveCount(0)
  // A room that only plays animates nothing: each running transition redraws the blurred cards every frame.
  for (let sample = 0; sample < 6; sample++) {
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0)
    await page.waitForTimeout(500)
  }
})

for (const width of [1280, 360])
  test(`a guest past the preview songs is offered to sign up, the room staying open (${width} px)`, async ({
    browser
  }) => {
    test.setTimeout(300_000)
    const page = await guest(browser, 3, width)
    await page.goto(room)
    await expect(page.getByTestId('now-playing-title')).toBeVisible({ timeout: 180_000 })
    await expect(page.getByTestId('preview-over')).toContainText('Your free preview is over')
    await expect(page.getByTestId('preview-over')).toContainText('You heard the 3 songs guests get')
    const audio = page.getByTestId('player-audio')
    expect(await audio.evaluate((a: HTMLAudioElement) => a.paused && !a.getAttribute('src'))).toBe(true)
    await page.waitForTimeout(3000)
    expect(await audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBe(0)
    // The stage and the chat stay usable.
    if (width < 900) await page.getByRole('tab', { name: 'Chat', exact: true }).click()
    await expect(page.getByRole('combobox', { name: 'Chat message' })).toBeEditable()

    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
    await shot(page, `player-playtrack-preview-over-${width}`)

    // Signing up from the room comes back to it, now as the new account, and the music plays on.
    await page.getByTestId('preview-sign-up').click()
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible()
    await page.getByLabel('E-mail').fill(`preview-${width}-${Date.now()}@example.test`)
    await page.locator('input[name="password"]').fill('preview-password')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page).toHaveURL(new RegExp(`${room}$`))
    await expect(page.getByTestId('now-playing-title')).toBeVisible()
    await expect(page.getByTestId('preview-over')).toHaveCount(0)
    await expect(page.getByTestId('header-user')).not.toContainText('Guest')
  })
