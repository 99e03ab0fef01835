import { expect } from '@playwright/test'
import { test } from '../test.ts'
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

  test('the status page shows which music providers are set up and answering', async ({ page }) => {
    await logIn(page)
    await page.getByRole('menuitem', { name: 'Service status' }).click()
    const table = page.getByTestId('music-providers-status')
    await expect(table).toContainText('Music providers')
    for (const [id, name] of [
      ['spotify', 'Spotify'],
      ['apple', 'Apple Music'],
      ['youtube', 'YouTube'],
      ['soundCloudPublic', 'SoundCloud'],
      ['audius', 'Audius'],
      ['sevenDigital', 'seven-digital']
    ]) {
      const row = page.getByTestId(`music-provider-${id}`)
      await expect(row).toContainText(name)
      await expect(row).toContainText('Set up')
      await expect(row).toContainText(/Answering, \d+ ms/)
    }
    await table.scrollIntoViewIfNeeded()
    await shot(page, 'console-music-providers-status')
  })
})
