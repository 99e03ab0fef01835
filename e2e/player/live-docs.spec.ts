import { expect } from '@playwright/test'
import { test } from '../test.ts'
import { join } from 'node:path'
import { liveRoomActionNames, sitePaths, statefulMessageNames } from '@spinroom/schemas'
import { root } from '../helpers.ts'

test.use({ viewport: { width: 1400, height: 1000 } })

const screenshot = (name: string) => join(root, 'test-results', 'screenshots', `${name}.png`)

test('the live room reference renders every action and message from the server alone', async ({ page, baseURL }) => {
  const outside: string[] = []
  const failures: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL!).origin) outside.push(request.url())
  })
  page.on('pageerror', (error) => failures.push(error.message))
  await page.goto(sitePaths.liveRoomReference)

  // The page validates the whole document in the browser first: seconds of CPU on a loaded CI machine.
  await expect(page.locator('#introduction')).toContainText('Spinroom live room', { timeout: 45_000 })
  await expect(page.getByRole('heading', { name: 'Authentication' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Numbering (seq)' })).toBeVisible()
  for (const action of liveRoomActionNames) {
    await expect(page.locator(`[id="operation-reply-${action}"]`)).toBeAttached()
    await expect(page.locator(`[id="operation-reply-primus.${action}"]`)).toBeAttached()
  }
  await page.screenshot({ path: screenshot('live-docs-1400') })

  // A payload opens to its fields: joinRoom's input names the room and its password.
  const joinRoom = page.locator('[id="operation-reply-joinRoom"]')
  await joinRoom.scrollIntoViewIfNeeded()
  await joinRoom
    .getByRole('button', { name: /Payload/ })
    .first()
    .click()
  await expect(joinRoom.getByText('roomUuid').first()).toBeVisible()
  await expect(joinRoom.getByText('guestPassword').first()).toBeVisible()
  await joinRoom.screenshot({ path: screenshot('live-docs-join-room') })

  // The room's messages are listed by name under the event that carries them.
  const stateful = page.locator('[id="operation-send-statefulMessage"]')
  await stateful.scrollIntoViewIfNeeded()
  for (const name of statefulMessageNames)
    await expect(stateful.getByText(name, { exact: true }).first()).toBeAttached()
  await stateful.screenshot({ path: screenshot('live-docs-stateful') })

  expect(outside).toEqual([])
  expect(failures).toEqual([])
})
