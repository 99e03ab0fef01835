import { test, expect } from '@playwright/test'
import { logIn, shot } from '../helpers.ts'

test.describe('admin console', () => {
  test('the status page shows each service version, uptime and database', async ({ page }) => {
    await logIn(page)
    await page.getByRole('menuitem', { name: 'Service status' }).click()
    await expect(page).toHaveURL(/#\/status/)
    const users = page.getByTestId('status-user-service')
    await expect(users).toContainText('1.8.5')
    await expect(users).toContainText(/Reachable, [\d.]+ ms/)
    await expect(users).toContainText('Uptime')
    for (const id of ['room-service', 'audit-service', 'playlist-service'])
      await expect(page.getByTestId(`status-${id}`)).toContainText('Reachable')
    await shot(page, 'console-status')
  })
})
