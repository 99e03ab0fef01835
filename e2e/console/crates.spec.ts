import { randomUUID } from 'node:crypto'
import { expect } from '@playwright/test'
import { test } from '../test.ts'
import { logIn, shot, tokenOf } from '../helpers.ts'

const P = '/api/playlist-service'

test.describe('crates in the console', () => {
  test("an admin finds a user's crate by its owner or its name, reads its songs and removes one", async ({
    page,
    request
  }) => {
    const name = `Console review ${randomUUID().slice(0, 6)}`
    const headers = { authorization: `Bearer ${await tokenOf(request, 'cleo@spinroom.test')}` }
    const created = await request.post(`${P}/crate`, { headers, data: { crateName: name } })
    expect(created.status()).toBe(201)
    const { crateUuid } = (await created.json()) as { crateUuid: string }
    const songs = ['Low Tide', 'Paper Moon', 'Glass Harbour'].map((trackName, i) => ({
      trackName,
      artistName: 'Review Band',
      duration: 150 + i * 30
    }))
    expect((await request.post(`${P}/crate/${crateUuid}/songs`, { headers, data: { songs } })).ok()).toBeTruthy()

    await logIn(page)
    await page.getByRole('menuitem', { name: 'Crates' }).click()
    const crates = page.getByRole('table', { name: 'Crates' })
    const search = page.getByLabel('Crate or owner')
    // By its owner's nickname: only cleo's crates.
    await expect(crates.getByRole('row').filter({ hasText: name })).toBeVisible()
    await search.fill('CLEO')
    const owners = () => crates.getByRole('row').locator('td:nth-child(2)').allTextContents()
    // The demo's four crates of cleo and this one at least, and nobody else's (the avatar's initial precedes the name).
    await expect.poll(async () => new Set((await owners()).map((owner) => owner.slice(1)))).toEqual(new Set(['cleo']))
    expect((await owners()).length).toBeGreaterThanOrEqual(5)
    // By a part of its name: this crate alone.
    await search.fill(name.slice(-6))
    await expect(crates.getByRole('row')).toHaveCount(2)
    const row = crates.getByRole('row').filter({ hasText: name })
    // The owner by nickname, never by id.
    await expect(row).toContainText('cleo')
    await expect(row).not.toContainText(crateUuid)
    await expect(row.getByRole('cell').nth(2)).toHaveText('3')
    await row.click()

    const table = page.getByRole('table', { name })
    await expect(page.getByTestId('crate-songs')).toContainText(`${name} — 3 songs`)
    const tracks = table.getByRole('row')
    await expect(tracks).toHaveCount(4)
    await expect(tracks.nth(1)).toContainText('1Low TideReview Band2:30')
    await expect(tracks.nth(3)).toContainText('3Glass HarbourReview Band3:30')
    await shot(page, 'console-crates')

    await tracks.nth(2).getByRole('button', { name: 'Remove' }).click()
    await expect(page.getByText('Song removed from the crate')).toBeVisible()
    await expect(tracks).toHaveCount(3)
    await expect(tracks.nth(2)).toContainText('2Glass Harbour')
    await expect(row.getByRole('cell').nth(2)).toHaveText('2')
    const left = (await (await request.get(`${P}/crate/${crateUuid}/songs`, { headers })).json()) as {
      data: { trackName: string }[]
    }
    expect(left.data.map((entry) => entry.trackName)).toEqual(['Low Tide', 'Glass Harbour'])
  })
})
