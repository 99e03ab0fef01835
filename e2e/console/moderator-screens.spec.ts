import { expect, type Page } from '@playwright/test'
import { test } from '../test.ts'
import { copyFileSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { logInAs, root, shot } from '../helpers.ts'

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } })

// The screens docs/moderating/console.md shows, as a moderator sees them. They reach docs/screenshots/ on request only
// (UPDATE_DOCS_SCREENSHOTS), as the README's do, so that a test run leaves tracked files alone.
async function screen(page: Page, name: string): Promise<void> {
  const path = await shot(page, name)
  if (!process.env.UPDATE_DOCS_SCREENSHOTS) return
  mkdirSync(join(root, 'docs', 'screenshots'), { recursive: true })
  copyFileSync(path, join(root, 'docs', 'screenshots', `${name}.png`))
}

test("a moderator's screens: the users, a user, the moderation records, a room's live desk", async ({ page }) => {
  await logInAs(page, 'mod@spinroom.test', 'spinroom-mod')
  const menu = page.locator('.RaSidebar-fixed, .RaMenu-open, [class*="RaMenu"]').first()

  await menu.getByRole('menuitem', { name: 'Users', exact: true }).click()
  await expect(page).toHaveURL(/#\/users/)
  await expect(page.getByRole('cell', { name: 'ana@spinroom.test', exact: true })).toBeVisible()
  await screen(page, 'moderating-users')

  await page.getByRole('cell', { name: 'cleo', exact: true }).click()
  await expect(page).toHaveURL(/#\/users\/[^/]+\/show/)
  await expect(page.getByText('cleo@spinroom.test')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Ban', exact: true })).toBeVisible()
  await screen(page, 'moderating-user')

  await menu.getByRole('menuitem', { name: 'Moderation actions', exact: true }).click()
  await expect(page).toHaveURL(/#\/moderation-actions/)
  await expect(page.locator('tbody .RaDatagrid-row').first()).toBeVisible()
  await screen(page, 'moderating-actions')

  await menu.getByRole('menuitem', { name: 'Rooms', exact: true }).click()
  await page.getByRole('cell', { name: 'Demo Room: Live Now', exact: true }).click()
  await expect(page).toHaveURL(/#\/rooms\/\d+\/show/)
  await page.goto(page.url().replace(/\/show.*$/, '/show/live'))
  await expect(page.getByTestId('live-status')).toHaveText('Live: updates as it happens', { timeout: 20_000 })
  await expect(page.getByTestId('live-now-playing')).toContainText('DJ: ')
  await screen(page, 'moderating-room')
})
