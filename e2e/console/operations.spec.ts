import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { test } from '../test.ts'
import { routes } from '@spinroom/schemas'
import { logIn, logInAs, shot, tokenOf } from '../helpers.ts'

test.use({ locale: 'en-US', viewport: { width: 1280, height: 1000 } })

const route = routes.playlists.operationsSummary
const OPERATIONS = `${route.base}${route.path}`

/** The figures the API gives the same account, to compare with what the dashboard shows. */
const summaryFor = async (request: APIRequestContext, email: string, password: string) => {
  const token = await tokenOf(request, email, password)
  const response = await request.get(OPERATIONS, { headers: { authorization: `Bearer ${token}` } })
  expect(response.status()).toBe(200)
  return response.json()
}

async function seesTheNight(page: Page, request: APIRequestContext, email: string, password: string) {
  const panel = page.getByTestId('operations')
  await expect(panel).toContainText('Tonight at a glance')
  const api = await summaryFor(request, email, password)
  await expect(page.getByTestId('operations-rooms-value')).toHaveText(/^\d+$/)
  await expect(page.getByTestId('operations-rooms')).toContainText(/\d+ (person|people) in rooms/)
  await expect(page.getByTestId('operations-uploads-value')).toHaveText(String(api.uploadsAwaitingModeration))
  await expect(page.getByTestId('operations-jobs-value')).toHaveText(/^\d+$/)
  for (const queue of api.jobs) await expect(page.getByTestId('operations-jobs')).toContainText(`${queue.queue}:`)
  await expect(page.getByTestId('operations-errors-value')).toHaveText(/^\d+(\.\d+)? %$/)
  await expect(page.getByTestId('operations-errors')).toContainText(/server errors in \d+ requests, last 5 minutes/)
  // The provider stand-ins answer, under the providers' own names.
  await expect(page.getByTestId('operations-provider-spotify')).toContainText('Spotify')
  await expect(page.getByTestId('operations-provider-spotify')).toHaveAttribute('title', 'Answering')
  await expect(page.getByTestId('operations-provider-youtube')).toContainText('YouTube')
}

test('a moderator sees the night at a glance on the dashboard, in names and live figures', async ({
  page,
  request
}) => {
  await logInAs(page, 'mod@spinroom.test', 'spinroom-mod')
  await seesTheNight(page, request, 'mod@spinroom.test', 'spinroom-mod')
  // The demo DJs play in the demo rooms: the busiest are named with the people in them, DJs and listeners.
  await expect(page.getByTestId('operations-rooms')).toContainText(/: \d+ (person|people)/, { timeout: 30_000 })
  await shot(page, 'console-operations-moderator')
})

test('an admin sees the same panel, and it refreshes by itself', async ({ page, request }) => {
  await logIn(page)
  await seesTheNight(page, request, 'admin@spinroom.test', 'spinroom-admin')
  const updated = await page
    .getByTestId('operations')
    .getByText(/^Updated /)
    .textContent()
  await expect(page.getByTestId('operations').getByText(/^Updated /)).not.toHaveText(updated!, { timeout: 15_000 })
  await shot(page, 'console-operations-admin')
})
