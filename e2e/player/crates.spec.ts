import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { test } from '../test.ts'
import { playerSignIn as signIn, shot } from '../helpers.ts'

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } })

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical'
  )

const card = (page: Page, name: string) =>
  page.getByTestId('crate-card').filter({ has: page.getByTestId('crate-name').getByText(name, { exact: true }) })
const titles = (page: Page) => page.getByTestId('crate-songs').getByTestId('song-title')

test('crates: create, rename, copy, delete; a crate reordered by keyboard, shuffled, a song removed; the queue', async ({
  page
}) => {
  test.setTimeout(120_000)
  await signIn(page, 'ana@spinroom.test')
  await page.goto('/crates')
  await expect(page.getByRole('heading', { name: 'Crates', level: 1 })).toBeVisible()
  await expect(card(page, 'Queue')).toContainText('2 songs')
  await expect(card(page, 'Sunday Morning')).toContainText('4 songs')
  expect(await seriousViolations(page)).toEqual([])

  // Create: the API names it 'New Playlist #n'; the name stays after a reload.
  await page.getByRole('button', { name: 'New crate' }).click()
  await expect(page.getByTestId('notice')).toHaveText('Created New Playlist #1')
  await page.reload()
  await expect(card(page, 'New Playlist #1')).toContainText('0 songs')

  // Rename through the card's menu.
  await page.getByRole('button', { name: 'More for New Playlist #1' }).click()
  await page.getByRole('menuitem', { name: 'Rename' }).click()
  await page.getByRole('textbox', { name: 'Name' }).fill('Road Songs')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(card(page, 'Road Songs')).toBeVisible()
  await page.reload()
  await expect(card(page, 'Road Songs')).toBeVisible()
  await expect(card(page, 'New Playlist #1')).toHaveCount(0)

  // Copy a crate with its songs.
  await page.getByRole('button', { name: 'More for Sunday Morning' }).click()
  await page.getByRole('menuitem', { name: 'Copy' }).click()
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Sunday Morning (copy)')
  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  await expect(page.getByTestId('notice')).toHaveText('Copied as Sunday Morning (copy)')
  await expect(card(page, 'Sunday Morning (copy)')).toContainText('4 songs')

  // Delete asks first.
  await page.getByRole('button', { name: 'More for Road Songs' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await expect(page.getByRole('dialog')).toContainText('Delete this crate?')
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(card(page, 'Road Songs')).toHaveCount(0)
  await page.reload()
  await expect(card(page, 'Sunday Morning (copy)')).toBeVisible()
  await expect(card(page, 'Road Songs')).toHaveCount(0)

  await page.setViewportSize({ width: 360, height: 800 })
  await shot(page, 'player-crates-360')
  await page.setViewportSize({ width: 1280, height: 800 })
  await shot(page, 'player-crates-1280')

  // Reorder by keyboard: the first song moves one place down, and stays there after a reload.
  await card(page, 'Sunday Morning').getByRole('link').click()
  await expect(page.getByTestId('crate-title')).toHaveText('Sunday Morning')
  await expect(titles(page)).toHaveText(['Blue Hour', 'Night Drive', 'Pentatonic Rain', 'Octave Bounce'])
  expect(await seriousViolations(page)).toEqual([])
  const handle = page.getByRole('button', { name: /^Move Blue Hour – .*, number 1$/ })
  await handle.focus()
  await page.keyboard.press('Space')
  await expect(handle).toHaveAttribute('aria-pressed', 'true')
  // dnd-kit's keyboard sensor listens for arrows from a timer set at the pick-up: let the page's timers run first.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
  await page.keyboard.press('ArrowDown')
  await expect(page.getByText('Blue Hour is now at number 2.')).toBeAttached()
  await page.keyboard.press('Space')
  await expect(titles(page)).toHaveText(['Night Drive', 'Blue Hour', 'Pentatonic Rain', 'Octave Bounce'])
  await expect(async () => {
    await page.reload()
    await expect(titles(page)).toHaveText(['Night Drive', 'Blue Hour', 'Pentatonic Rain', 'Octave Bounce'], {
      timeout: 2000
    })
  }).toPass()

  // Remove one song.
  await page.getByRole('button', { name: /^Remove Pentatonic Rain – .* from Sunday Morning$/ }).click()
  await expect(titles(page)).toHaveText(['Night Drive', 'Blue Hour', 'Octave Bounce'])
  await expect(page.getByTestId('crate-count')).toHaveText('3 songs')
  await page.reload()
  await expect(titles(page)).toHaveText(['Night Drive', 'Blue Hour', 'Octave Bounce'])

  // Shuffle keeps the same songs.
  await page.getByRole('button', { name: 'Shuffle' }).click()
  await expect(page.getByTestId('notice')).toHaveText('Shuffled')
  await page.reload()
  await expect(titles(page)).toHaveCount(3)
  expect((await titles(page).allTextContents()).sort()).toEqual(['Blue Hour', 'Night Drive', 'Octave Bounce'])

  await page.setViewportSize({ width: 360, height: 800 })
  await shot(page, 'player-crate-360')
  await page.setViewportSize({ width: 1280, height: 800 })
  await shot(page, 'player-crate-1280')

  // The queue is a crate of its own with the demo songs.
  await page.goto('/crates/queue')
  await expect(page.getByTestId('crate-title')).toHaveText('Queue')
  await expect(titles(page)).toHaveText(['Pentatonic Rain', 'Octave Bounce'])
  expect(await seriousViolations(page)).toEqual([])

  // The same screens in Spanish.
  await page.getByRole('button', { name: /Español/ }).click()
  await expect(page.getByTestId('crate-title')).toHaveText('Cola')
  await expect(page.getByTestId('crate-count')).toHaveText('2 canciones')
  await expect(page.getByRole('button', { name: 'Mezclar' })).toBeVisible()
  await page.setViewportSize({ width: 360, height: 800 })
  await shot(page, 'player-crate-es-360')
})
