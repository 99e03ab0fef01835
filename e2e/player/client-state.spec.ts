import { expect, type Page } from '@playwright/test'
import { test } from '../test.ts'
import { magicLinkPage, subscribePlanPage } from '@spinroom/schemas'
import { playerSignIn, shot } from '../helpers.ts'
import { newListener, sellPlan } from '../payments.ts'

test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } })

const stamp = Date.now().toString(36)
/** The demo's private room and its password (api/src/demo/rooms.ts). */
const velvet = { slug: 'velvet-room', name: 'Velvet Room', password: 'velvet-rope' }

/** A store of seed 002 §3 as the player keeps it in localStorage: `{ state, version }`. */
const stored = (page: Page, name: string) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), name)

const inVelvet = (page: Page) => expect(page.getByRole('heading', { level: 1, name: velvet.name })).toBeVisible()

test('core-storage and currentDancefloor: a reload goes back into a password room; audio quality; a new user’s tokens', async ({
  page,
  request
}) => {
  test.setTimeout(180_000)
  const listener = await newListener(request, `keeper${stamp}`)
  await playerSignIn(page, listener.email, listener.password)
  const core = await stored(page, 'core-storage')
  expect(core).toEqual({
    state: {
      token: expect.any(String),
      isLoggedIn: true,
      userUuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      audioQuality: 'medium',
      appleStorefrontId: 'us'
    },
    version: 0
  })
  expect(await page.evaluate(() => localStorage.getItem('spinroom-jwt'))).toBeNull()

  await page.goto(`/rooms/${velvet.slug}`)
  await expect(page.getByRole('heading', { name: 'This room is protected' })).toBeVisible()
  await page.getByLabel('Room password').fill(velvet.password)
  await page.getByRole('button', { name: 'Join' }).click()
  await inVelvet(page)
  expect(await stored(page, 'currentDancefloor')).toEqual({
    state: { slug: velvet.slug, password: velvet.password, error: null, lastConnection: expect.any(Number) },
    version: 0
  })
  // Seed 000 §1: a user who has just signed up has a token account, so Room extras show its balance.
  const extras = page.getByRole('region', { name: 'Room extras' })
  await expect(extras.getByTestId('token-balance')).toHaveText('0 tokens')
  await expect(page.getByText('We were unable to find your token account. Please try again.')).toHaveCount(0)

  await page.reload()
  await inVelvet(page)
  await expect(page.getByRole('heading', { name: 'This room is protected' })).toHaveCount(0)
  await shot(page, 'player-client-state-room-after-reload')

  // Elsewhere in the player, a reload goes back into the room too: its bar plays on.
  await page.goto('/me')
  await page.reload()
  const bar = page.getByRole('complementary', { name: 'Now playing' })
  await expect(bar.getByRole('link', { name: 'Back to the room' })).toBeVisible()

  const quality = page.getByTestId('me-audio-quality')
  await expect(quality.getByRole('radio', { name: 'Medium' })).toBeChecked()
  await quality.getByRole('radio', { name: 'High' }).check()
  await expect.poll(async () => (await stored(page, 'core-storage')).state.audioQuality).toBe('high')
  await page.reload()
  await expect(quality.getByRole('radio', { name: 'High' })).toBeChecked()
  await shot(page, 'player-client-state-audio-quality')

  await bar.getByRole('button', { name: 'Leave the room' }).click()
  await expect(bar).toHaveCount(0)
  expect(await stored(page, 'currentDancefloor')).toBeNull()

  await page.getByRole('button', { name: 'Sign out' }).first().click()
  await expect(page.locator('input[name="email"]')).toBeVisible()
  expect((await stored(page, 'core-storage')).state).toEqual({
    token: null,
    isLoggedIn: false,
    userUuid: null,
    audioQuality: 'medium',
    appleStorefrontId: 'us'
  })
})

test('a guest streams at medium quality and cannot change it', async ({ page }) => {
  await page.goto('/sign-in')
  await page.getByRole('button', { name: 'Continue as guest' }).click()
  await page.goto('/me')
  const quality = page.getByTestId('me-audio-quality')
  await expect(quality.getByRole('radio', { name: 'Medium' })).toBeChecked()
  await expect(quality.getByRole('radio', { name: 'High' })).toBeDisabled()
  await expect(quality).toContainText('without one, songs play at medium quality')
  expect((await stored(page, 'core-storage')).state).toMatchObject({ isLoggedIn: false, audioQuality: 'medium' })
})

test('a magic link to subscribe-plan/{plan} opens that plan’s checkout', async ({ page, request }) => {
  const plan = await sellPlan(request, `Linked ${stamp}`, 799)
  const listener = await newListener(request, `linked${stamp}`)
  const link = async () =>
    (
      (await (await request.get('/api/user-service/auth/magic-link', { headers: listener.headers })).json()) as {
        token: string
      }
    ).token

  // An encoded target, the seed's other shape.
  await page.goto(magicLinkPage(await link(), subscribePlanPage('gold')))
  await expect(page.getByText('There is no plan “gold” on sale here.')).toBeVisible()
  await shot(page, 'player-subscribe-plan-unknown')

  // The seed's shape: `/magic-link/{token}/subscribe-plan/{plan}`, the plan named by its product id.
  await page.goto(`/magic-link/${await link()}/subscribe-plan/${plan.id}`)
  await expect(page).toHaveURL(/\/checkout\/cs_test_/)
  await expect(page.getByRole('heading', { name: 'Stand-in checkout' })).toBeVisible()
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(/\/me\?checkout=success/)
  await expect(page.getByTestId('me-subscription').getByTestId('subscription-level')).toHaveText('Platinum')
})
