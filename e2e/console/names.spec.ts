import { randomUUID } from 'node:crypto'
import { expect } from '@playwright/test'
import { test } from '../test.ts'
import { logIn, shot } from '../helpers.ts'

test.describe('names, not ids', () => {
  test('room roles, moderation records and token transactions name what they point at, in English and Spanish', async ({
    page
  }) => {
    await logIn(page)

    // Room roles: the room by name, the user by nickname, the role in words; no bare room number.
    await page.getByRole('menuitem', { name: 'Room roles' }).click()
    const moderatorRole = page
      .getByRole('row')
      .filter({ hasText: 'Late Night Grooves' })
      .filter({ hasText: 'moderator' })
    await expect(moderatorRole.first()).toContainText('Moderator')
    await expect(moderatorRole.first().getByRole('link', { name: 'moderator' })).toHaveAttribute('href', /#\/users\//)
    await expect(page.getByRole('row').filter({ hasText: 'Owner' }).first()).toBeVisible()
    const roomCells = page.locator('td.column-roomId')
    await expect(roomCells.first()).not.toBeEmpty()
    for (const text of await roomCells.allInnerTexts()) expect(text).not.toMatch(/^\s*\d+\s*$/)
    await expect(page.locator('[data-testid="ErrorIcon"]')).toHaveCount(0)
    await shot(page, 'console-names-room-roles')

    // Grant a role picking the room by name and the user by nickname: a moderation record follows.
    await page.getByRole('link', { name: 'Grant a role' }).click()
    await page.getByRole('combobox', { name: 'Room' }).fill('Indie')
    await page.getByRole('option', { name: 'Indie Barn', exact: true }).click()
    await page.getByRole('combobox', { name: 'User' }).fill('ben')
    await page.getByRole('option', { name: 'ben', exact: true }).click()
    await page.getByRole('combobox', { name: 'Role' }).click()
    await page.getByRole('option', { name: 'Co-owner', exact: true }).click()
    // The picks held before saving: on a slow machine a failure here names the field, not a missing row later.
    await expect(page.getByRole('combobox', { name: 'Room' })).toHaveValue('Indie Barn')
    await expect(page.getByRole('combobox', { name: 'User' })).toHaveValue('ben')
    await expect(page.getByRole('combobox', { name: 'Role' })).toHaveText('Co-owner')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/#\/room-user-roles(\?|$)/)
    const granted = page.getByRole('row').filter({ hasText: 'Indie Barn' }).filter({ hasText: 'Co-owner' })
    await expect(granted).toContainText('ben')

    await page.getByRole('menuitem', { name: 'Moderation actions' }).click()
    const record = page.getByRole('row').filter({ hasText: 'Made Co-owner' }).first()
    await expect(record).toContainText('ben')
    await expect(record).toContainText('admin')
    await expect(record).toContainText('Indie Barn')
    await expect(record.getByRole('link', { name: 'Indie Barn' })).toHaveAttribute('href', /#\/rooms\/\d+\/show/)
    await page.getByRole('combobox', { name: 'Action' }).click()
    await page.getByRole('option', { name: 'Global unban' }).click()
    await expect(page).toHaveURL(/globalUnBan/)
    await page.goto('/admin/#/moderation-actions?filter=%7B%7D')
    await expect(page.getByRole('row').filter({ hasText: 'Made Co-owner' }).first()).toBeVisible()
    await shot(page, 'console-names-moderation-actions')

    // A credit from the console reads "by admin (admin)"; the demo's own credits "system (demo)". Its reason is this
    // run's own: a retry finds its credit, not the one an earlier try left.
    const reason = `E2E names ${randomUUID().slice(0, 8)}`
    await page.getByRole('menuitem', { name: 'Token accounts' }).click()
    await page.getByRole('row').filter({ hasText: 'cleo' }).click()
    await page.getByRole('button', { name: 'Credit tokens' }).click()
    await page.getByRole('dialog').locator('input[name="amount"]').fill('15')
    await page.getByRole('dialog').locator('input[name="reason"]').fill(reason)
    await page.getByRole('dialog').getByRole('button', { name: 'Credit tokens' }).click()
    await expect(page.getByText('15 tokens credited')).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: reason })).toContainText('by admin (admin)')
    await page.getByRole('menuitem', { name: 'Token transactions' }).click()
    const credit = page.getByRole('row').filter({ hasText: reason })
    await expect(credit).toContainText('by admin (admin)')
    await expect(credit).toContainText('cleo')
    await expect(credit).toContainText('Credit')
    await expect(page.getByRole('row').filter({ hasText: 'system (demo)' }).first()).toBeVisible()
    await page.getByRole('combobox', { name: 'Account of' }).fill('cleo')
    await page.getByRole('option', { name: 'cleo', exact: true }).click()
    await expect(page).toHaveURL(/accountId/)
    await expect(page.getByRole('row').filter({ hasText: 'ana' })).toHaveCount(0)
    await expect(credit).toBeVisible()
    await shot(page, 'console-names-token-transactions')

    // Español: enumerations, react-admin's texts and the console's own in Spanish, kept after a reload.
    await page.locator('button[aria-controls="simple-menu"]').click()
    await page.getByRole('menuitem', { name: 'Español' }).click()
    await expect(page.getByRole('menuitem', { name: 'Movimientos de fichas' })).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: reason })).toContainText('por un administrador (admin)')
    await expect(page.getByRole('row').filter({ hasText: reason })).toContainText('Abono')
    await page.getByRole('menuitem', { name: 'Acciones de moderación' }).click()
    await expect(page.getByRole('row').filter({ hasText: 'Ahora es Copropietario' }).first()).toContainText(
      'Indie Barn'
    )
    await page.reload()
    await page.getByRole('menuitem', { name: 'Papeles en las salas' }).click()
    await expect(page.getByRole('row').filter({ hasText: 'Copropietario' }).first()).toContainText('ben')
    await expect(page.getByRole('columnheader', { name: 'Sala' })).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: 'Yacht Rock Sundays' })).toContainText('ana')
    await expect(page.getByRole('row').filter({ hasText: 'Velvet Room' })).toContainText('cleo')
    await expect(page.getByRole('row').filter({ hasText: 'Underground Sessions' })).toContainText('djkai')
    await shot(page, 'console-names-spanish')

    await page.locator('button[aria-controls="simple-menu"]').click()
    await page.getByRole('menuitem', { name: 'English' }).click()
    await expect(page.getByRole('menuitem', { name: 'Room roles' })).toBeVisible()
  })
})
