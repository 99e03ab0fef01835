import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { expect, type Locator } from '@playwright/test'
import { test } from '../test.ts'
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg'
import { createClient, isApiError } from '@spinroom/client'
import { routes, type AuthResult } from '@spinroom/schemas'
import { logIn, logInAs, shot } from '../helpers.ts'

const run = promisify(execFile)

/** The width of the picture an element shows once it loaded (0 while it has not, or failed). */
const pictureWidth = (picture: Locator) =>
  picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))

/** A REST client signed in as a demo account, and that account's id. */
async function signedClient(baseURL: string, email: string, password: string) {
  const auth: AuthResult = await createClient({ url: baseURL }).call(routes.accounts.login, {
    body: { email, password }
  })
  return { client: createClient({ url: baseURL, token: auth.accessToken }), id: auth.user!.id }
}

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

  test('a moderator reviewing an upload sees its artwork, given only with a token before verification', async ({
    page,
    request,
    baseURL
  }) => {
    test.setTimeout(180_000)
    const dir = mkdtempSync(join(tmpdir(), 'spinroom-e2e-review-'))
    const [song, cover] = [join(dir, 'e2e-review.mp3'), join(dir, 'cover.png')]
    const tags = ['-metadata', 'title=E2E Review', '-metadata', 'artist=Ben Band']
    await run(ffmpegInstaller.path, ['-v', 'error', '-f', 'lavfi', '-i', 'sine=f=520:d=8', ...tags, song])
    const green = ['-i', 'color=c=0x22c55e:s=64x64', '-vframes', '1']
    await run(ffmpegInstaller.path, ['-v', 'error', '-f', 'lavfi', ...green, cover])

    // ben (not staff) may upload once a moderator allows it (already allowed on a retry); his song awaits review.
    const ben = await signedClient(baseURL!, 'ben@spinroom.test', 'spinroom-user')
    const mod = await signedClient(baseURL!, 'mod@spinroom.test', 'spinroom-mod')
    await mod.client
      .call(routes.accounts.addCapability, { params: { id: ben.id, capability: 'uploadMusic' } })
      .catch((error: unknown) => expect(isApiError(error, 403)).toBe(true))
    const body = new FormData()
    body.set('song', new Blob([readFileSync(song)]), 'e2e-review.mp3')
    body.set('artwork', new Blob([readFileSync(cover)]), 'cover.png')
    const uploaded = await ben.client.call(routes.songs.uploadSong, { body })
    expect(uploaded.artwork).toBeTruthy()
    expect((await request.get(uploaded.artwork!)).status()).toBe(404)

    await logInAs(page, 'mod@spinroom.test', 'spinroom-mod')
    await page.getByRole('menuitem', { name: 'Uploaded songs' }).click()
    const row = page.getByRole('row').filter({ hasText: 'E2E Review' })
    await expect(row.getByTestId('song-status')).not.toHaveText('Verified')
    // The console fetches it with the moderator's token (an <img> sends none) and shows it from its bytes.
    await expect.poll(() => pictureWidth(row.getByTestId('song-artwork'))).toBe(500)
    await row.getByText('E2E Review').click()
    await expect(page).toHaveURL(new RegExp(`#/uploaded-songs/${uploaded.id}/show`))
    const artwork = page.getByTestId('song-artwork')
    await expect(artwork).toHaveAttribute('src', /^blob:/)
    await expect.poll(() => pictureWidth(artwork)).toBe(500)
    await expect(page.getByTestId('song-player')).toBeVisible({ timeout: 120_000 })
    await shot(page, 'console-uploaded-song-review')
  })
})
