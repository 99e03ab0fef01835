import { expect, type Browser, type Page } from '@playwright/test'
import { test } from '../test.ts'
import { shot, tokenOf } from '../helpers.ts'

test.use({ locale: 'en-US' })
test.setTimeout(120_000)

/** A demo listener in a room at a screen size, signed in through the stored token. */
async function inRoom(browser: Browser, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width, height } })
  const page = await context.newPage()
  const token = await tokenOf(page.request, 'ben@spinroom.test')
  await context.addInitScript((jwt) => localStorage.setItem('spinroom-jwt', jwt), token)
  await page.goto('/rooms/festival-main-stage')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('complementary', { name: 'Now playing' })).toBeVisible({ timeout: 15_000 })
  return page
}

/** Whether what the page shows at the centre of the button is the button itself (nothing covers it). */
const reachable = (page: Page, name: string) =>
  page.getByRole('button', { name }).evaluate((button) => {
    button.scrollIntoView({ block: 'nearest' })
    const { left, top, width, height } = button.getBoundingClientRect()
    return button.contains(document.elementFromPoint(left + width / 2, top + height / 2))
  })

/** The bottom of the scrolling page and the top of what sits below it: the room's bar and the phone's menu. */
const edges = (page: Page) =>
  page.evaluate(() => {
    const scroller = document.querySelector('[data-testid="page-scroller"]')!.getBoundingClientRect()
    const below = [...document.querySelectorAll('aside, nav')].filter((el) => el.getBoundingClientRect().height > 0)
    const fixed = below.filter((el) => el.getBoundingClientRect().top >= scroller.top)
    return { pageBottom: scroller.bottom, belowTop: Math.min(...fixed.map((el) => el.getBoundingClientRect().top)) }
  })

for (const [label, width, height] of [
  ['1280', 1280, 800],
  ['phone', 390, 844]
] as const)
  test(`at ${width}×${height} nothing of the room sits under the bar: "Your next song" is within reach`, async ({
    browser
  }) => {
    const page = await inRoom(browser, width, height)
    const { pageBottom, belowTop } = await edges(page)
    expect(pageBottom).toBeLessThanOrEqual(belowTop)
    await expect(page.getByText('Your next song')).toBeVisible()
    expect(await reachable(page, 'Pick another song')).toBe(true)
    await page.getByRole('button', { name: 'Pick another song' }).click({ trial: true, timeout: 2000 })
    await page.screenshot({ path: `test-results/screenshots/player-room-layout-${label}-viewport.png` })
    await shot(page, `player-room-layout-${label}`)
  })
