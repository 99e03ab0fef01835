import AxeBuilder from '@axe-core/playwright'
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { promisify } from 'node:util'
import { expect, type Page } from '@playwright/test'
import { test } from '../test.ts'
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg'
import { createClient, isApiError } from '@spinroom/client'
import { routes, type AuthResult, type Song } from '@spinroom/schemas'
import { playerSignIn as signIn, shot } from '../helpers.ts'
import { onStage, roomPlaying } from '../playback.ts'

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } })

const run = promisify(execFile)
const ffmpeg = (args: string[]) => run(ffmpegInstaller.path, ['-v', 'error', '-y', ...args])
const dir = mkdtempSync(join(tmpdir(), 'spinroom-e2e-uploads-'))
const files = {
  tagged: join(dir, 'harbour-lights.mp3'),
  untagged: join(dir, 'night-take.mp3'),
  later: join(dir, 'late-take.mp3'),
  notAudio: join(dir, 'liner-notes.mp3'),
  sleeve: join(dir, 'night-sleeve.jpg'),
  brokenSleeve: join(dir, 'broken-sleeve.png')
}

/** A sine tune of `seconds` at 128 kb/s (large enough for the throttled upload to show its progress). */
const tune = (out: string, seconds: number, frequency: number, extra: string[] = []) =>
  ffmpeg(['-f', 'lavfi', '-i', `sine=frequency=${frequency}:duration=${seconds}`, ...extra, '-b:a', '128k', out])

test.beforeAll(async () => {
  const cover = join(dir, 'cover.png')
  await ffmpeg(['-f', 'lavfi', '-i', 'color=c=0x3b82f6:s=64x64', '-frames:v', '1', cover])
  await tune(files.tagged, 20, 440, [
    ...['-i', cover, '-map', '0:a', '-map', '1:v', '-c:v', 'png', '-disposition:v', 'attached_pic'],
    ...['-id3v2_version', '3', '-metadata', 'title=Harbour Lights', '-metadata', 'artist=Kai and the Tides'],
    ...['-metadata', 'album=Low Tide']
  ])
  await tune(files.untagged, 20, 550)
  await tune(files.later, 6, 660)
  await run('sh', ['-c', `echo 'not a song, only words' > '${files.notAudio}'`])
  await ffmpeg(['-f', 'lavfi', '-i', 'color=c=0xf97316:s=640x480', '-frames:v', '1', files.sleeve])
  await run('sh', ['-c', `echo 'a png in name only' > '${files.brokenSleeve}'`])
})

/** A REST client signed in as a demo account, and that account's id. */
async function signedClient(baseURL: string, email: string, password: string) {
  const anonymous = createClient({ url: baseURL })
  const auth: AuthResult = await anonymous.call(routes.accounts.login, { body: { email, password } })
  return { client: createClient({ url: baseURL, token: auth.accessToken }), id: auth.user!.id }
}

/** Drops files on the drop zone as a browser would (a DataTransfer holding them). */
async function drop(page: Page, paths: string[]) {
  const payload = paths.map((path) => ({ name: basename(path), base64: readFileSync(path).toString('base64') }))
  const dataTransfer = await page.evaluateHandle((given) => {
    const transfer = new DataTransfer()
    for (const file of given) {
      const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0))
      transfer.items.add(new File([bytes], file.name, { type: 'audio/mpeg' }))
    }
    return transfer
  }, payload)
  await page.getByTestId('drop-zone').dispatchEvent('drop', { dataTransfer })
}

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical'
  )

const draft = (page: Page, name: string) =>
  page.getByTestId('upload-draft').filter({ has: page.getByTestId('draft-file').getByText(name) })
const row = (page: Page, title: string) =>
  page.getByTestId('upload-row').filter({ has: page.getByTestId('upload-title').getByText(title, { exact: true }) })
/** The width of the picture an element shows once it loaded (0 while it has not, or failed). */
const pictureWidth = (picture: ReturnType<Page['locator']>) =>
  picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))
/** The artwork the server keeps for a song. */
const served = /^\/api\/upload-service\/songs\/[0-9a-f-]{36}\/artwork$/

test('a DJ without the permission is told how to get it', async ({ page }) => {
  await signIn(page, 'ana@spinroom.test')
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Upload' })).toHaveCount(0)
  await page.goto('/crates')
  await page.getByRole('link', { name: 'Upload music' }).click()
  await expect(page).toHaveURL(/\/uploads$/)
  await expect(page.getByRole('heading', { name: 'Upload music', level: 1 })).toBeVisible()
  const permission = page.getByTestId('upload-permission')
  await expect(permission).toContainText('ask a moderator of this server')
  await expect(permission).toContainText('“Upload music” permission')
  await expect(page.getByTestId('drop-zone')).toHaveCount(0)
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'player-uploads-permission-1280')
  await page.setViewportSize({ width: 360, height: 800 })
  await shot(page, 'player-uploads-permission-360')
})

test('a DJ drops songs, fills in missing tags, follows them until verified and puts one in a crate', async ({
  page,
  baseURL
}) => {
  test.setTimeout(300_000)
  const kai = await signedClient(baseURL!, 'dj.kai@spinroom.test', 'spinroom-user')
  const mod = await signedClient(baseURL!, 'mod@spinroom.test', 'spinroom-mod')
  // A moderator grants the capability, as the console's user page does (already held on a retry).
  await mod.client
    .call(routes.accounts.addCapability, { params: { id: kai.id, capability: 'uploadMusic' } })
    .catch((error: unknown) => expect(isApiError(error, 403)).toBe(true))

  await signIn(page, 'dj.kai@spinroom.test')
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Upload' }).click()
  await expect(page.getByRole('heading', { name: 'Upload music', level: 1 })).toBeVisible()
  await expect(page.getByText('Nothing uploaded yet.')).toBeVisible()

  // Two files dropped, one picked: the tags and artwork are read in the browser before anything is sent.
  await drop(page, [files.tagged, files.untagged])
  await page.getByTestId('upload-input').setInputFiles(files.notAudio)
  const tagged = draft(page, 'harbour-lights.mp3')
  await expect(tagged.getByLabel('Title')).toHaveValue('Harbour Lights')
  await expect(tagged.getByLabel('Artist')).toHaveValue('Kai and the Tides')
  await expect(tagged.getByLabel('Album')).toHaveValue('Low Tide')
  await expect(tagged.getByTestId('draft-artwork').locator('img')).toHaveAttribute('src', /^blob:/)
  const untagged = draft(page, 'night-take.mp3')
  await expect(untagged.getByLabel('Title')).toHaveValue('')
  await expect(untagged).toContainText('A song needs a title and an artist')
  await untagged.getByLabel('Title').fill('Night Take')
  await untagged.getByLabel('Artist').fill('DJ Kai')
  await expect(untagged).not.toContainText('A song needs a title and an artist')
  // The file has no picture: the DJ adds one (the player refuses a file that is not a picture at once).
  await expect(untagged.getByTestId('draft-artwork').locator('img')).toHaveCount(0)
  await untagged.getByTestId('artwork-input').setInputFiles(files.notAudio)
  await expect(untagged.getByRole('alert')).toHaveText(
    'This is not a picture: choose a JPEG, PNG, WebP, GIF or AVIF image.'
  )
  await untagged.getByTestId('artwork-input').setInputFiles(files.sleeve)
  await expect(untagged.getByRole('alert')).toHaveCount(0)
  await expect(untagged.getByTestId('draft-artwork').locator('img')).toHaveAttribute('src', /^blob:/)
  await expect(untagged.getByRole('button', { name: 'Change artwork for night-take.mp3' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'player-uploads-drafts-1280')
  await page.setViewportSize({ width: 360, height: 800 })
  await shot(page, 'player-uploads-drafts-360')
  await page.setViewportSize({ width: 1280, height: 800 })

  // A slow line (the uploads' bytes at 160 KB/s) shows each file's progress while it is sent.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 160 * 1024
  })
  await page.getByRole('button', { name: 'Upload all' }).click()
  await expect(tagged.getByTestId('draft-progress')).toHaveText(/^Sending… \d+%$/)
  await expect(tagged.getByRole('progressbar', { name: 'Sending harbour-lights.mp3' })).toBeVisible()
  await shot(page, 'player-uploads-sending-1280')
  await expect(draft(page, 'liner-notes.mp3').getByRole('alert')).toContainText(
    'This file was refused: it is not an audio file'
  )
  await expect(tagged).toHaveCount(0, { timeout: 60_000 })
  await expect(untagged).toHaveCount(0, { timeout: 60_000 })
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1
  })

  // Each upload is followed through its transcode to the moderator's review, in plain words.
  const harbour = row(page, 'Harbour Lights')
  const night = row(page, 'Night Take')
  await expect(harbour.getByTestId('upload-artist')).toContainText('Kai and the Tides · Low Tide')
  await expect(night.getByTestId('upload-artist')).toContainText('DJ Kai')
  // Their artwork (the file's own picture, the one the DJ chose) is the server's now, a 500 px square. Until
  // verified it is fetched with the session's token (an <img> sends none) and shown from its bytes.
  for (const song of [harbour, night]) {
    await expect(song.locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/)
    await expect.poll(() => pictureWidth(song.locator('img'))).toBe(500)
  }
  await expect(harbour.getByTestId('upload-stage')).toHaveText(
    /Preparing for streaming… \d+%|Ready, waiting for a moderator/
  )
  for (const song of [harbour, night])
    await expect(song.getByTestId('upload-stage')).toHaveText(
      'Ready, waiting for a moderator to check it. It plays in rooms once approved.',
      { timeout: 120_000 }
    )

  // A file sent without a title or artist waits for them; the DJ adds them on its row.
  // The server refuses a picture that is none, naming it, and keeps nothing; another picture goes through.
  await page.getByRole('button', { name: 'Remove liner-notes.mp3' }).click()
  await page.getByTestId('upload-input').setInputFiles(files.later)
  const lateDraft = draft(page, 'late-take.mp3')
  await expect(lateDraft.getByLabel('Title')).toBeVisible()
  await lateDraft.getByTestId('artwork-input').setInputFiles(files.brokenSleeve)
  // A picture the browser cannot show either: the draft keeps it (its note stands in), and the server judges.
  await expect(lateDraft.getByRole('button', { name: 'Change artwork for late-take.mp3' })).toBeVisible()
  await page.getByRole('button', { name: 'Upload late-take.mp3' }).click()
  await expect(lateDraft.getByRole('alert')).toHaveText(
    'The artwork was refused: it is not an image. Choose another picture.'
  )
  await expect(row(page, 'late-take.mp3')).toHaveCount(0)
  await shot(page, 'player-uploads-artwork-refused-1280')
  await lateDraft.getByTestId('artwork-input').setInputFiles(files.sleeve)
  await page.getByRole('button', { name: 'Upload late-take.mp3' }).click()
  const late = row(page, 'late-take.mp3')
  await expect(late.locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/)
  await expect.poll(() => pictureWidth(late.locator('img'))).toBe(500)
  await expect(late.getByTestId('upload-stage')).toHaveText('Waiting for its title and artist')
  await expect(late.getByRole('button', { name: /Add .* to a crate/ })).toHaveCount(0)
  await shot(page, 'player-uploads-missing-tags-1280')
  const form = late.getByRole('form', { name: 'Title and artist of late-take.mp3' })
  await form.getByLabel('Title').fill('Late Take')
  await form.getByLabel('Artist').fill('DJ Kai')
  await form.getByRole('button', { name: 'Save tags' }).click()
  await expect(row(page, 'Late Take').getByTestId('upload-stage')).toHaveText(
    /Preparing for streaming|Ready, waiting for a moderator/
  )

  // Straight into a crate, before any review.
  await harbour.getByRole('button', { name: 'Add Harbour Lights – Kai and the Tides to a crate' }).click()
  await page.getByRole('menuitem', { name: 'New crate' }).click()
  await expect(page.getByTestId('add-feedback')).toHaveText(/^Added to New Playlist #\d+$/)

  // A moderator approves one: its row says it is verified.
  const mine = await kai.client.call(routes.songs.listMyUploads, { query: { status: 'VERIFICATION_POSTPONED' } })
  const harbourId = mine.data.find((song) => song.trackName === 'Harbour Lights')!.id
  await mod.client.call(routes.songs.approveSong, { params: { id: harbourId } })
  await expect(harbour.getByTestId('upload-stage')).toHaveText('Verified: it plays in rooms', { timeout: 30_000 })
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'player-uploads-1280')
  await page.setViewportSize({ width: 360, height: 800 })
  await shot(page, 'player-uploads-360')

  // The crate holds the song, by its catalogue entry.
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/crates')
  await page
    .getByTestId('crate-card')
    .filter({ hasText: /New Playlist #\d+/ })
    .first()
    .getByRole('link')
    .click()
  await expect(page.getByTestId('crate-songs').getByTestId('song-title')).toHaveText(['Harbour Lights'])
  const crateArt = page.getByTestId('crate-songs').locator('img').first()
  await expect(crateArt).toHaveAttribute('src', served)
  await expect.poll(() => pictureWidth(crateArt)).toBe(500)

  // On stage, the room shows it as the song's artwork.
  const song = (await kai.client.call(routes.playlists.getSong, {
    params: { songId: (await kai.client.call(routes.songs.getUploadedSong, { params: { id: harbourId } })).songId! }
  })) as Song
  const { room, close } = await roomPlaying(page.request, baseURL!, onStage(song), 'dj.kai@spinroom.test')
  try {
    await page.goto(`/rooms/${room.slug}`)
    await expect(page.getByTestId('now-playing-title')).toHaveText('Harbour Lights', { timeout: 30_000 })
    const stageArt = page.getByRole('region', { name: 'Stage' }).locator('img').first()
    await expect(stageArt).toHaveAttribute('src', served)
    await expect.poll(() => pictureWidth(stageArt)).toBe(500)
    await shot(page, 'player-uploads-on-stage-1280')
  } finally {
    close()
  }
})
