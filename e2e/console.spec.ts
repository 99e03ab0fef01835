import { test, expect, type Page } from '@playwright/test'
import { copyFileSync, mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const shots = join(root, 'test-results', 'screenshots')

const shot = async (page: Page, name: string) => {
  mkdirSync(shots, { recursive: true })
  const path = join(shots, `${name}.png`)
  await page.screenshot({ path, fullPage: true, animations: 'disabled' })
  return path
}

const logIn = async (page: Page) => {
  await page.goto('/admin/')
  await page.locator('input[name="username"]').fill('admin@spinroom.test')
  await page.locator('input[name="password"]').fill('spinroom-admin')
  await page.getByRole('button', { name: /sign in/i }).click()
  await expect(page.getByText('Welcome, ', { exact: false })).toBeVisible()
}

test.describe('admin console', () => {
  test('a wrong password is refused with the API message', async ({ page }) => {
    await page.goto('/admin/')
    await page.locator('input[name="username"]').fill('admin@spinroom.test')
    await page.locator('input[name="password"]').fill('not-the-password')
    await page.getByRole('button', { name: /sign in/i }).click()
    await expect(page.getByText('Incorrect email or password')).toBeVisible()
  })

  test('an admin logs in, finds a user and opens it', async ({ page }) => {
    await logIn(page)
    await expect(page.getByText('Accounts', { exact: true })).toBeVisible()

    await page.getByRole('menuitem', { name: 'Users' }).click()
    await expect(page).toHaveURL(/#\/users/)
    await expect(page.getByRole('cell', { name: 'admin@spinroom.test', exact: true })).toBeVisible()
    const users = await shot(page, 'console-users')
    // The README's screenshot is refreshed on request only, so a test run leaves tracked files alone.
    if (process.env.UPDATE_DOCS_SCREENSHOTS) {
      mkdirSync(join(root, 'docs', 'screenshots'), { recursive: true })
      copyFileSync(users, join(root, 'docs', 'screenshots', 'console.png'))
    }

    // The search input sends filter={"q":"ana"}.
    await page.getByPlaceholder('Search').fill('ana')
    await expect(page).toHaveURL(/%22q%22%3A%22ana%22|"q":"ana"/)
    const ana = page.getByRole('cell', { name: 'ana', exact: true })
    await expect(ana).toBeVisible()
    await ana.click()

    await expect(page).toHaveURL(/#\/users\/[^/]+\/show/)
    await expect(page.getByText('ana@spinroom.test')).toBeVisible()
    await shot(page, 'console-user-show')
  })

  test('an admin creates an API key, sees its secret once, and revokes it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await logIn(page)

    await page.getByRole('menuitem', { name: 'API keys' }).click()
    await expect(page).toHaveURL(/#\/api-keys/)
    await page.getByRole('link', { name: 'Create' }).click()
    await page.locator('input[name="name"]').fill('e2e-key')
    await page.getByRole('button', { name: 'Save' }).click()

    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText('will not be shown again')
    const secret = await dialog.getByTestId('api-key-secret').inputValue()
    expect(secret.length).toBeGreaterThan(16)
    await dialog.getByRole('button', { name: 'Copy' }).click()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret)
    await shot(page, 'console-api-key-secret')

    await dialog.getByRole('button', { name: 'I have saved it' }).click()
    await expect(page).toHaveURL(/#\/api-keys$/)
    const row = page.getByRole('row').filter({ hasText: 'e2e-key' })
    await expect(row).toBeVisible()
    // Shown once: nowhere on the page any more.
    await expect(page.getByText(secret)).toHaveCount(0)

    await row.getByRole('button', { name: 'Revoke' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click()
    await expect(page.getByText('API key revoked')).toBeVisible()
    await expect(row.getByRole('button', { name: 'Revoke' })).toBeDisabled()
    await shot(page, 'console-api-keys')
  })

  test('an admin creates a batch of vouchers and revokes one', async ({ page }) => {
    await logIn(page)
    await page.getByRole('menuitem', { name: 'Vouchers' }).click()
    await page.getByRole('link', { name: 'Create' }).click()
    await page.locator('input[name="count"]').fill('2')
    await page.locator('input[name="note"]').fill('e2e batch')
    await page.getByRole('button', { name: 'Create codes' }).click()
    const codes = (await page.getByTestId('voucher-codes').innerText()).trim().split('\n')
    expect(codes).toHaveLength(2)
    await page.getByRole('button', { name: 'Done' }).click()

    const row = page.getByRole('row').filter({ hasText: codes[0] })
    await expect(row).toContainText('PENDING')
    await row.getByRole('button', { name: 'Revoke' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click()
    await expect(page.getByText('Voucher revoked')).toBeVisible()
    await expect(row).toContainText('REVOKED')
    await expect(page.getByRole('row').filter({ hasText: codes[1] })).toContainText('PENDING')
    await shot(page, 'console-vouchers')
  })
})
