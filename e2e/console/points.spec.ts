import { expect, type Page } from '@playwright/test'
import { test } from '../test.ts'
import { logIn, openUser, shot } from '../helpers.ts'

test.describe('admin console', () => {
  test('an admin creates a season, and an overlapping one is refused naming it', async ({ page }) => {
    await logIn(page)
    await page.getByRole('menuitem', { name: 'Seasons' }).click()
    const year = new Date().getFullYear() + 5
    const fill = async (name: string, start: string, end: string) => {
      await page.getByRole('link', { name: 'Create' }).click()
      await page.locator('input[name="seasonName"]').fill(name)
      await page.locator('input[name="seasonStart"]').fill(start)
      await page.locator('input[name="seasonEnd"]').fill(end)
      await page.getByRole('button', { name: 'Save' }).click()
    }
    await fill('E2E season', `${year}-01-01T00:00`, `${year}-03-31T00:00`)
    await expect(page.getByRole('row').filter({ hasText: 'E2E season' })).toContainText('Upcoming')
    await fill('E2E clash', `${year}-03-01T00:00`, `${year}-05-01T00:00`)
    await expect(page.getByText("Season 'E2E clash' overlaps season 'E2E season'")).toBeVisible()
    await shot(page, 'console-seasons')
  })

  test("an admin adjusts a demo user's points and sees the leaderboard change", async ({ page }) => {
    await logIn(page)
    await page.getByRole('menuitem', { name: 'Rankings' }).click()
    await page.getByRole('tab', { name: 'Leaderboard' }).click()
    const board = page.getByRole('table', { name: 'Leaderboard' })
    await expect(board.getByRole('row').nth(1)).toBeVisible()
    const leader = Number((await board.getByRole('row').nth(1).getByRole('cell').nth(2).innerText()).replace(/\D/g, ''))
    expect(leader).toBeGreaterThan(0)

    await page.getByRole('tab', { name: 'Season' }).click()
    await page.getByRole('button', { name: 'Adjust points' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('User').fill('djkai')
    await page.getByRole('option', { name: 'djkai', exact: true }).click()
    await dialog.locator('input[name="points"]').fill(String(leader + 1000))
    await dialog.locator('input[name="reason"]').fill('E2E: hosted the launch party')
    await dialog.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByText(`${leader + 1000} points for "djkai"`)).toBeVisible()
    const top = page.getByRole('row').nth(1)
    await expect(top).toContainText('djkai')
    await expect(top).toContainText('Season 2')
    await expect(top.getByRole('cell').first()).toHaveText('1')
    await shot(page, 'console-ranking')

    await page.getByRole('menuitem', { name: 'Rankings' }).click()
    await page.getByRole('tab', { name: 'Leaderboard' }).click()
    const first = board.getByRole('row').nth(1)
    await expect(first).toContainText('djkai')
    await expect(first.getByRole('cell').first()).toHaveText('1')
    await shot(page, 'console-leaderboard')

    // A season with points is refused with the API's message; the dialog then offers the confirmed deletion.
    await page.getByRole('menuitem', { name: 'Seasons' }).click()
    await page.getByRole('row').filter({ hasText: 'Season 2' }).getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
    await expect(
      page.getByText(/^Season 'Season 2' has points for \d+ users; delete with \?confirm=true to remove them$/)
    ).toBeVisible()
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Delete with points' })).toBeVisible()
    await shot(page, 'console-season-delete-points')
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('row').filter({ hasText: 'Season 2' })).toBeVisible()

    // The same adjustment from a user's page, the user fixed.
    await openUser(page, 'ana')
    await page.getByRole('tab', { name: 'Points' }).click()
    await page.getByRole('button', { name: 'Adjust points' }).click()
    await expect(page.getByRole('dialog')).toContainText('Adjust the points of "ana" in the current season')
    await page.getByRole('dialog').locator('input[name="points"]').fill('-100000')
    await page.getByRole('dialog').locator('input[name="reason"]').fill('E2E: too much')
    await page.getByRole('dialog').getByRole('button', { name: 'Apply' }).click()
    await expect(
      page.getByText(/would have -\d+ points in season 'Season 2': balances cannot go below 0/)
    ).toBeVisible()
  })
})

test.describe('avatars console', () => {
  test('an admin creates a season award avatar with an uploaded image and assigns it to a demo user', async ({
    page
  }) => {
    await logIn(page)
    await page.getByRole('menuitem', { name: 'Seasons' }).click()
    const year = new Date().getFullYear() + 7
    await page.getByRole('link', { name: 'Create' }).click()
    await page.locator('input[name="seasonName"]').fill('E2E award season')
    await page.locator('input[name="seasonStart"]').fill(`${year}-01-01T00:00`)
    await page.locator('input[name="seasonEnd"]').fill(`${year}-03-31T00:00`)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('row').filter({ hasText: 'E2E award season' })).toBeVisible()

    await page.getByRole('menuitem', { name: 'Avatars' }).click()
    await expect(page.getByRole('row').filter({ hasText: 'platinum-crown' }).locator('img')).toHaveAttribute(
      'src',
      /consumables\/files\//
    )
    await shot(page, 'console-avatars-demo')
    await page.getByRole('link', { name: 'Create' }).click()
    const sharp = (await import('sharp')).default
    const png = await sharp({ create: { width: 128, height: 128, channels: 4, background: '#7b2cbf' } })
      .png()
      .toBuffer()
    await page
      .locator('input[name="avatar-image"]')
      .setInputFiles({ name: 'trophy.png', mimeType: 'image/png', buffer: png })
    await expect(page.getByTestId('avatar-preview').locator('img')).toHaveAttribute('src', /consumables\/files\//)
    await page.locator('input[name="slug"]').fill('e2e-trophy')
    await page.locator('input[name="name"]').fill('E2E trophy')
    await page.getByRole('combobox', { name: 'Status' }).click()
    await page.getByRole('option', { name: 'Season award' }).click()
    await page.getByRole('combobox', { name: 'Season' }).click()
    await page.getByRole('option', { name: 'E2E award season' }).click()
    await page.locator('input[name="pointsThreshold"]').fill('250')
    await shot(page, 'console-avatar-form')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/#\/avatars\/[^/]+\/show/)

    await page.getByRole('button', { name: 'Assign to user' }).click()
    await page.getByRole('combobox', { name: 'User' }).fill('ana')
    await page.getByRole('option', { name: 'ana', exact: true }).click()
    await page.getByRole('combobox', { name: 'How' }).click()
    await page.getByRole('option', { name: 'Manual' }).click()
    await shot(page, 'console-avatar-assign')
    await page.getByRole('dialog').getByRole('button', { name: 'Assign to user' }).click()
    await expect(page.getByText('Avatar assigned')).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: 'ana' })).toContainText('Manual')
    await shot(page, 'console-avatar-show')

    await page.getByRole('menuitem', { name: 'Avatars' }).click()
    const row = page.getByRole('row').filter({ hasText: 'e2e-trophy' })
    await expect(row).toContainText('Season award')
    await expect(row.locator('img')).toHaveAttribute('src', /consumables\/files\//)
    await shot(page, 'console-avatars')

    await page.getByRole('menuitem', { name: 'Seasons' }).click()
    await page
      .getByRole('row')
      .filter({ hasText: 'E2E award season' })
      .getByRole('button', { name: 'Backfill avatars' })
      .click()
    await page.getByRole('dialog').getByRole('button', { name: 'Backfill avatars' }).click()
    await expect(page.getByText('0 avatars awarded')).toBeVisible()
    await shot(page, 'console-seasons-backfill')
  })
})
test.describe('points service console', () => {
  const png = (color: string) =>
    import('sharp').then(({ default: sharp }) =>
      sharp({ create: { width: 200, height: 200, channels: 4, background: color } })
        .png()
        .toBuffer()
    )
  /** The thumbnail of a list row, once the browser has decoded it. */
  const thumbnailOf = async (page: Page, rowText: string) => {
    const img = page.getByRole('row').filter({ hasText: rowText }).locator('img').first()
    await expect(img).toHaveAttribute('src', /\/api\/merch-service\/api\/v1\/consumables\/files\/[0-9a-f-]{36}$/)
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
    return img
  }

  test('an admin creates a consumable with an uploaded image and sees it listed with its thumbnail', async ({
    page
  }) => {
    await logIn(page)
    await page.getByRole('menuitem', { name: 'Consumables' }).click()
    await expect(page.getByRole('row').filter({ hasText: 'Bouncing Note' })).toContainText('Lottie animation')
    await page.getByRole('link', { name: 'Create' }).click()
    await page.locator('input[name="name"]').fill('E2E Disco Ball')
    await page.locator('input[name="tokenCost"]').fill('42')
    await page.getByLabel('Small').check()
    await page
      .locator('input[type="file"][name="image"]')
      .setInputFiles({ name: 'disco.png', mimeType: 'image/png', buffer: await png('#7c4dff') })
    await expect(page.locator('form img').first()).toHaveAttribute('src', /^blob:/)
    await page.locator('input[type="file"][name="file"]').setInputFiles({
      name: 'wobble.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ fr: 30, ip: 0, op: 30, w: 64, h: 64, layers: [] }))
    })
    await expect(page.locator('form').getByText('Lottie animation', { exact: true })).toBeVisible()
    await shot(page, 'console-consumable-create')
    await page.getByRole('button', { name: 'Save' }).click()
    const row = page.getByRole('row').filter({ hasText: 'E2E Disco Ball' })
    await expect(row).toContainText('42')
    await expect(row).toContainText('Small')
    await expect(row).toContainText('Lottie animation')
    await thumbnailOf(page, 'E2E Disco Ball')
    await shot(page, 'console-consumables')
  })

  test('an admin creates a token bundle and uploads its thumbnail', async ({ page }) => {
    await logIn(page)
    await page.getByRole('menuitem', { name: 'Token bundles' }).click()
    await expect(page.getByRole('row').filter({ hasText: 'com.spinroom.tokens.550' })).toContainText('$4.99')
    await page.getByRole('link', { name: 'Create' }).click()
    await page.locator('input[name="productId"]').fill('com.spinroom.tokens.e2e')
    await page.locator('input[name="name"]').fill('E2E Festival Pack')
    await page.locator('input[name="tokens"]').fill('3000')
    await page.locator('input[name="price"]').fill('1999')
    await page.locator('input[name="currency"]').fill('eur')
    await page.getByRole('button', { name: 'Save' }).click()
    const row = page.getByRole('row').filter({ hasText: 'E2E Festival Pack' })
    await expect(row).toContainText('€19.99')
    await expect(row.locator('img')).toHaveCount(0)
    await row.getByText('E2E Festival Pack').click()
    await page
      .locator('input[type="file"][name="thumbnail"]')
      .setInputFiles({ name: 'festival.png', mimeType: 'image/png', buffer: await png('#ffab00') })
    await page.getByRole('button', { name: 'Save' }).click()
    await thumbnailOf(page, 'E2E Festival Pack')
    await shot(page, 'console-token-bundles')
  })

  test('an admin defines a custom field, edits its label and removes it', async ({ page }) => {
    await logIn(page)
    await page.getByRole('menuitem', { name: 'Custom fields' }).click()
    await page.getByRole('link', { name: 'Create' }).click()
    await page.locator('input[name="key"]').fill('favouriteGenre')
    await page.getByRole('combobox', { name: 'Attached to' }).click()
    await page.getByRole('option', { name: 'User' }).click()
    await page.getByRole('combobox', { name: 'Type' }).click()
    await page.getByRole('option', { name: 'Text' }).click()
    await page.locator('input[name="label"]').fill('Favourite genre')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('row').filter({ hasText: 'favouriteGenre' })).toContainText('Favourite genre')
    await page.getByRole('link', { name: 'Create' }).click()
    await page.locator('input[name="key"]').fill('favouriteGenre')
    await page.getByRole('combobox', { name: 'Attached to' }).click()
    await page.getByRole('option', { name: 'User' }).click()
    await page.getByRole('combobox', { name: 'Type' }).click()
    await page.getByRole('option', { name: 'Number' }).click()
    await page.locator('input[name="label"]').fill('Again')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Custom field favouriteGenre already exists for user')).toBeVisible()
    await page.getByRole('menuitem', { name: 'Custom fields' }).click()
    await page.getByRole('cell', { name: 'Favourite genre' }).click()
    await expect(page.locator('input[name="key"]')).toBeDisabled()
    await page.locator('input[name="label"]').fill('Favourite music genre')
    await page.getByRole('button', { name: 'Save' }).click()
    const row = page.getByRole('row').filter({ hasText: 'favouriteGenre' })
    await expect(row).toContainText('Favourite music genre')
    await shot(page, 'console-custom-fields')
    await row.getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('button', { name: 'Confirm' }).click()
    await expect(page.getByRole('row').filter({ hasText: 'favouriteGenre' })).toHaveCount(0)
  })
})
test.describe('token ledger console', () => {
  test('an admin credits a demo token account and sees the balance and the new transaction', async ({ page }) => {
    await logIn(page)
    await page.getByRole('menuitem', { name: 'Token accounts' }).click()
    await expect(page).toHaveURL(/#\/token-accounts/)
    // Every account has a token account from sign-up on: ben's row is the one named exactly ben.
    const ben = page.getByRole('row').filter({ has: page.getByText('ben', { exact: true }) })
    await expect(ben).toContainText('350')
    await shot(page, 'console-token-accounts')
    await ben.click()
    await expect(page).toHaveURL(/#\/token-accounts\/[^/]+\/show/)
    await expect(page.getByText('Welcome bonus')).toBeVisible()

    await page.getByRole('button', { name: 'Credit tokens' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.locator('input[name="amount"]').fill('75')
    await dialog.locator('input[name="reason"]').fill('E2E goodwill')
    await dialog.getByRole('button', { name: 'Credit tokens' }).click()
    await expect(page.getByText('75 tokens credited')).toBeVisible()
    await expect(page.locator('.RaLabeled-label').filter({ hasText: 'Balance' }).locator('..')).toContainText('425')
    const row = page.getByRole('row').filter({ hasText: 'E2E goodwill' })
    await expect(row).toContainText('Credit')
    await expect(row).toContainText('by admin (admin)')
    await expect(row).toContainText('75')

    // The type filter narrows the history: the new credit is not a hold.
    await page.getByRole('combobox', { name: 'Type' }).click()
    await page.getByRole('option', { name: 'Hold' }).click()
    await expect(page.getByRole('row').filter({ hasText: 'E2E goodwill' })).toHaveCount(0)
    await page.getByRole('combobox', { name: 'Type' }).click()
    await page.getByRole('option', { name: 'Credit' }).click()
    await expect(page.getByRole('row').filter({ hasText: 'E2E goodwill' })).toBeVisible()
    await shot(page, 'console-token-account-show')

    await page.getByRole('menuitem', { name: 'Token transactions' }).click()
    await page.getByRole('combobox', { name: 'Type' }).click()
    await page.getByRole('option', { name: 'Voided' }).click()
    await expect(page).toHaveURL(/voided/)
    const tip = page.getByRole('row').filter({ hasText: 'Tip to the DJ, cancelled' })
    await expect(tip).toHaveCount(1)
    await expect(tip).toContainText('Voided')
    await expect(page.getByRole('row').filter({ hasText: 'E2E goodwill' })).toHaveCount(0)
    await shot(page, 'console-token-transactions')
  })
})
