import { execFile } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { expect } from '@playwright/test'
import { test } from '../test.ts'
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg'
import { logIn, shot } from '../helpers.ts'

const run = promisify(execFile)

test.describe('uploaded songs', () => {
  test('an admin uploads a song, it is transcoded and verified, and it plays in the console', async ({ page }) => {
    test.setTimeout(180_000)
    const file = join(mkdtempSync(join(tmpdir(), 'spinroom-e2e-song-')), 'e2e-tune.mp3')
    await run(ffmpegInstaller.path, [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=660:duration=12',
      '-metadata',
      'title=E2E Tune',
      '-metadata',
      'artist=Playwright Band',
      '-b:a',
      '96k',
      file
    ])

    await logIn(page)
    await page.getByRole('menuitem', { name: 'Uploaded songs' }).click()
    await page.getByTestId('song-file').setInputFiles(file)
    await expect(page.getByText('e2e-tune.mp3 uploaded')).toBeVisible()
    const row = page.getByRole('row').filter({ hasText: 'E2E Tune' })
    await expect(row).toContainText('Playwright Band')
    await expect(row).toContainText('admin')
    // An administrator's upload is verified once its HLS transcode ends.
    await expect(row.getByTestId('song-status')).toHaveText('Verified', { timeout: 120_000 })
    await shot(page, 'console-uploaded-songs')

    await row.getByText('E2E Tune').click()
    await expect(page).toHaveURL(/#\/uploaded-songs\/[^/]+\/show/)
    const audio = page.getByTestId('song-player')
    await expect(audio).toBeVisible()
    // hls.js fetches the playlist and the key with the console's token, decrypts the segments and plays them.
    await audio.evaluate(async (element: HTMLAudioElement) => {
      element.muted = true
      await element.play()
    })
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(1)
    expect(await audio.evaluate((element: HTMLAudioElement) => element.error)).toBeNull()
    expect(await audio.evaluate((element: HTMLAudioElement) => Math.round(element.duration))).toBe(12)
    await shot(page, 'console-uploaded-song-playing')
  })
})
