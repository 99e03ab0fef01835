import AxeBuilder from '@axe-core/playwright'
import { expect } from '@playwright/test'
import { test } from '../test.ts'
import { playerSignIn as signIn, shot } from '../helpers.ts'

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } })

test('search finds a demo song, adds it to the queue once, and the queue shows it; an empty search sends nothing', async ({
  page
}) => {
  // Every search call the page sends over the socket.
  const searches: string[] = []
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      if (typeof payload === 'string' && payload.includes('search')) searches.push(payload)
    })
  )
  // The page's own clock, so that the typing below is faster than the debounce however slow this machine is.
  await page.clock.install()
  await signIn(page, 'cleo@spinroom.test')
  await page.getByRole('link', { name: 'Search' }).first().click()
  await expect(page.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Spinroom' })).toBeVisible()

  const input = page.getByTestId('search-input')
  await input.fill('   ')
  await page.waitForTimeout(800)
  expect(searches).toEqual([])
  await expect(page.getByText('Type a title, an artist or an album to find songs.')).toBeVisible()

  // Typed a letter at a time with the page's time stopped, then the 300 ms debounce runs out: one search.
  await input.fill('')
  await page.clock.pauseAt(Date.now() + 1000)
  await input.pressSequentially('Sunrise', { delay: 40 })
  await page.clock.runFor(400)
  await page.clock.resume()
  const result = page.getByTestId('search-results').getByRole('listitem').filter({ hasText: 'Sunrise Arpeggio' })
  await expect(result).toContainText('The Oscillators')
  await expect(page.getByRole('tab', { name: /^Spinroom \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true')
  expect(searches).toHaveLength(1)
  expect(searches[0]).toContain('Sunrise')

  const violations = (await new AxeBuilder({ page }).analyze()).violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical'
  )
  expect(violations).toEqual([])
  await page.setViewportSize({ width: 360, height: 800 })
  await shot(page, 'player-search-360')
  await page.setViewportSize({ width: 1280, height: 800 })
  await shot(page, 'player-search-1280')

  const add = result.getByRole('button', { name: 'Add Sunrise Arpeggio – The Oscillators to a crate' })
  await add.click()
  await page.getByRole('menuitem', { name: 'Add to queue' }).click()
  await expect(page.getByTestId('add-feedback')).toHaveText('Added to Queue')
  await page.getByTestId('add-feedback').getByRole('button').click()

  // The same song again: the API's dedup answer is shown.
  await page.setViewportSize({ width: 360, height: 800 })
  await add.click()
  await expect(page.getByRole('menuitem', { name: 'Road Trip' })).toBeVisible()
  await shot(page, 'player-search-menu-360')
  await page.getByRole('menuitem', { name: 'Add to queue' }).click()
  await expect(page.getByTestId('add-feedback')).toHaveText('Already in Queue')

  // Import by link: a host that is no music host is refused with the server's reason.
  await page.getByRole('textbox', { name: 'Song link' }).fill('https://example.com/track/1')
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  await expect(page.getByTestId('import-error')).toContainText('example.com')

  await page.goto('/crates/queue')
  await expect(page.getByTestId('crate-songs').getByTestId('song-title')).toHaveText([
    'Lullaby in Thirds',
    'Minor Steps',
    'Sunrise Arpeggio'
  ])
})
