import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { test } from '../test.ts'
import { shot } from '../helpers.ts'
import { lastMessageTo } from '../outbox.ts'

test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } })

const noSeriousViolations = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** A full-page shot at a width, once everything below the fold has painted. */
const shotAt = async (page: Page, width: number, name: string) => {
  await page.setViewportSize({ width, height: 900 })
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.waitForTimeout(300)
  await page.evaluate(() => window.scrollTo(0, 0))
  await shot(page, name)
}

const signInWithPassword = async (page: Page, email: string, password = 'spinroom-user') => {
  await page.goto('/sign-in')
  await page.getByLabel('E-mail').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Sign out' }).first()).toBeVisible()
}

test('a magic link from the e-mail signs in once', async ({ page, request }) => {
  await page.goto('/sign-in')
  await page.getByRole('tab', { name: 'Magic link' }).click()
  await noSeriousViolations(page)
  await page.getByLabel('E-mail').fill('ana@spinroom.test')
  await page.getByRole('button', { name: 'E-mail me a link' }).click()
  await expect(page.getByTestId('magic-link-sent')).toContainText('ana@spinroom.test')
  await shot(page, 'player-me-sign-in-link-1280')

  const mail = await lastMessageTo(request, 'ana@spinroom.test', /\/magic-link\/[A-Za-z0-9_-]+/)
  const link = new URL(/https?:\/\/\S+\/magic-link\/[A-Za-z0-9_-]+/.exec(mail)![0])
  await page.goto(link.pathname)
  await expect(page.getByRole('button', { name: 'Sign out' }).first()).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await page.getByRole('link', { name: 'Me', exact: true }).click()
  await expect(page.getByTestId('me-nickname')).toHaveText('ana')
  await expect(page.getByTestId('session-type')).toHaveText('Signed-in user')

  // Used once: opening it again (signed out) says why and leaves the visitor signed out.
  await page.getByRole('button', { name: 'Sign out' }).first().click()
  await page.goto(link.pathname)
  await expect(page.getByTestId('magic-link-error')).toContainText('Invalid or expired magic link')
  await expect(page.getByRole('button', { name: 'Continue as guest' })).toBeVisible()
})

test('a phone number gets a code by SMS and signs in with it', async ({ page, request }) => {
  await page.goto('/sign-in')
  await page.getByRole('tab', { name: 'Phone' }).click()
  await page.getByLabel('Mobile number').fill('7400 123456')
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByTestId('phone-error')).toHaveText(
    'Enter the number in international format: + and the country code, then the number.'
  )
  // A landline is refused with the seed's words.
  await page.getByLabel('Mobile number').fill('+44 20 7946 0000')
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByTestId('phone-error')).toHaveText(
    'Phone number is invalid. Only real, non-VoIP mobile numbers are allowed.'
  )
  await page.getByLabel('Mobile number').fill('+44 7400 123456')
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByTestId('code-sent')).toContainText('+447400123456')
  await page.setViewportSize({ width: 360, height: 800 })
  await shot(page, 'player-me-sign-in-phone-360')

  const sms = await lastMessageTo(request, '+447400123456', /\b\d{6}\b/)
  const code = /\b(\d{6})\b/.exec(sms)![1]
  await page.getByLabel('Code').fill(code === '000000' ? '111111' : '000000')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByTestId('phone-error')).toBeVisible()
  await page.getByLabel('Code').fill(code)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Me', exact: true })).toBeVisible()
  await page.getByRole('navigation').getByRole('link', { name: 'Me', exact: true }).click()
  await expect(page.getByTestId('session-type')).toHaveText('Signed-in user')
})

test('the profile edit persists and shows in the header', async ({ page }) => {
  await signInWithPassword(page, 'cleo@spinroom.test')
  await page.goto('/me')
  await expect(page.getByTestId('me-nickname')).toHaveText('cleo')
  await page.getByRole('button', { name: 'Edit profile' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit profile' })
  await dialog.getByRole('textbox', { name: 'Nickname' }).fill('cleo-on-air')
  await dialog.getByRole('textbox', { name: 'Pronouns' }).fill('she/they')
  const avatars = dialog.getByRole('radio')
  await expect(avatars.nth(1)).toBeVisible()
  const chosen = (await avatars.nth(1).getAttribute('aria-label'))!
  await avatars.nth(1).click()
  await expect(avatars.nth(1)).toHaveAttribute('aria-checked', 'true')
  await noSeriousViolations(page)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('me-nickname')).toHaveText('cleo-on-air')
  await expect(page.getByRole('banner')).toContainText('cleo-on-air')

  await page.reload()
  await expect(page.getByTestId('me-nickname')).toHaveText('cleo-on-air')
  await expect(page.getByTestId('me-pronouns')).toContainText('she/they')
  await page.getByRole('button', { name: 'Edit profile' }).click()
  await expect(page.getByRole('radio', { name: chosen })).toHaveAttribute('aria-checked', 'true')
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await shotAt(page, 360, 'player-me-profile-360')
})

test('Me shows points, tokens and providers, and the leaderboard shows users by nickname', async ({ page }) => {
  await signInWithPassword(page, 'ana@spinroom.test')
  await page.goto('/me')
  await expect(page.getByTestId('me-nickname')).toHaveText('ana')
  await expect(page.getByTestId('me-season')).toContainText('Season 2')
  await expect(page.getByTestId('season-points')).toHaveText(/^[\d,]+$/)
  const rank = (await page.getByTestId('season-rank').textContent())!
  expect(rank).toMatch(/^#\d+$/)
  await expect(page.getByTestId('token-balance')).toHaveText(/^\d+$/)
  await expect(page.getByTestId('token-entry').filter({ hasText: 'Welcome bonus' })).toContainText('from Spinroom')
  await expect(page.getByTestId('token-entry').filter({ hasText: 'Tip to the DJ, cancelled' }).first()).toBeVisible()
  await expect(
    page
      .getByTestId('token-entry')
      .filter({ hasText: /Bought (?!a consumable)/ })
      .first()
  ).toContainText('by you')

  // Providers switch at once and stay switched.
  const audius = page.getByTestId('provider-audius')
  const before = await audius.getAttribute('aria-checked')
  await audius.click()
  await expect(audius).toHaveAttribute('aria-checked', before === 'true' ? 'false' : 'true')
  await page.reload()
  await expect(page.getByTestId('provider-audius')).toHaveAttribute(
    'aria-checked',
    before === 'true' ? 'false' : 'true'
  )

  await noSeriousViolations(page)
  await shotAt(page, 1280, 'player-me-1280')
  await shotAt(page, 360, 'player-me-360')
  await page.setViewportSize({ width: 1280, height: 900 })

  await page.getByRole('link', { name: 'Leaderboard' }).click()
  await expect(page).toHaveURL(/\/me\/leaderboard$/)
  await expect(page.getByTestId('leaderboard-season')).toContainText('Season 2')
  await expect(page.getByTestId('leaderboard-entry').first()).toBeVisible()
  const names = await page.getByTestId('leaderboard-entry').allTextContents()
  expect(names.length).toBeGreaterThan(5)
  for (const row of names) expect(row).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/)
  expect(names.join(' ')).toMatch(/mayaspins|lofi_lena|basslinebruno|nightowl_nia|ben|djkai/)
  const me = page.getByTestId('leaderboard-me')
  await expect(me).toContainText('ana')
  await expect(me).toContainText(rank)
  await noSeriousViolations(page)
  await shotAt(page, 1280, 'player-me-leaderboard-1280')
  await shotAt(page, 360, 'player-me-leaderboard-360')
  await page.setViewportSize({ width: 1280, height: 900 })

  await page.getByRole('tab', { name: 'All time' }).click()
  await expect(page.getByTestId('leaderboard-season')).toHaveText('Points over every season.')
})

test('the language switches to Spanish on Me, and ?lang=es works on any address', async ({ page }) => {
  await signInWithPassword(page, 'dj.kai@spinroom.test')
  await page.goto('/me')
  await page.getByTestId('me-language').getByRole('button', { name: 'Español' }).click()
  await expect(page.getByRole('heading', { name: 'Fichas' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Editar perfil' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Fichas' })).toBeVisible()

  await page.goto('/me/leaderboard?lang=en')
  await expect(page.getByRole('heading', { name: 'Leaderboard' })).toBeVisible()
  await page.goto('/me?lang=es')
  await expect(page.getByRole('heading', { name: 'Servicios de música' })).toBeVisible()
  await expect(page).toHaveURL(/\/me$/)
  await shot(page, 'player-me-es-1280')
})

test('a guest sees their session on Me and signs up from there', async ({ page }) => {
  await page.goto('/sign-in')
  await page.getByRole('button', { name: 'Continue as guest' }).click()
  await page.getByRole('link', { name: 'Me', exact: true }).click()
  await expect(page.getByTestId('me-nickname')).toHaveText(/^Guest-/)
  await expect(page.getByTestId('session-type')).toHaveText('Guest')
  await expect(page.getByTestId('me-tokens')).toHaveCount(0)
  await noSeriousViolations(page)
  await page.getByRole('button', { name: 'Sign in with an account' }).click()

  await page.getByRole('tab', { name: 'Sign up' }).click()
  await page.getByLabel('E-mail').fill(`newcomer-${Date.now()}@example.test`)
  await page.locator('input[name="password"]').fill('a-long-password')
  await page.getByLabel('Nickname').fill(`newcomer${Date.now() % 100000}`)
  await shot(page, 'player-me-sign-up-1280')
  await page.getByRole('button', { name: 'Create account' }).click()
  await page.getByRole('link', { name: 'Me', exact: true }).click()
  await expect(page.getByTestId('me-nickname')).toHaveText(/^newcomer\d+$/)
  await expect(page.getByTestId('session-type')).toHaveText('Signed-in user')
})
