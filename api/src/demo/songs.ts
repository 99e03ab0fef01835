import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg'
import { loadSharp } from '../lib/sharp.ts'
import { isAdmin, type SongData } from '@spinroom/schemas'
import type { Application } from '../declarations.ts'
import type { UserRow } from '../services/accounts/users/entity.ts'
import { ingestSong } from '../services/songs/uploaded-songs/ingest.ts'
import type { UploadedSongRow } from '../services/songs/uploaded-songs/entity.ts'
import { catalogueData } from '../services/songs/uploaded-songs/lifecycle.ts'

const run = promisify(execFile)

interface DemoTune {
  title: string
  artist: string
  album: string
  genre: string
  /** Root frequency (Hz), beats per second, and the melody in semitones above the root, one note a beat. */
  root: number
  bps: number
  melody: number[]
  colors: [string, string]
}

/** Twelve short tunes of our own: arpeggios and scales over a drone, each with its own key, tempo and colours. */
export const demoTunes: DemoTune[] = [
  {
    title: 'Sunrise Arpeggio',
    artist: 'The Oscillators',
    album: 'Waveforms',
    genre: 'Ambient',
    root: 220,
    bps: 4,
    melody: [0, 4, 7, 12, 7, 4],
    colors: ['#f6d365', '#fda085']
  },
  {
    title: 'Minor Steps',
    artist: 'The Oscillators',
    album: 'Waveforms',
    genre: 'Ambient',
    root: 196,
    bps: 3,
    melody: [0, 3, 7, 10, 7, 3],
    colors: ['#5f72bd', '#9b23ea']
  },
  {
    title: 'Pentatonic Rain',
    artist: 'Sine Collective',
    album: 'Weather',
    genre: 'Electronic',
    root: 261.63,
    bps: 5,
    melody: [0, 2, 4, 7, 9, 12, 9, 7],
    colors: ['#43cea2', '#185a9d']
  },
  {
    title: 'Blue Hour',
    artist: 'Sine Collective',
    album: 'Weather',
    genre: 'Electronic',
    root: 233.08,
    bps: 2,
    melody: [0, 3, 5, 6, 7, 10],
    colors: ['#1e3c72', '#2a5298']
  },
  {
    title: 'Major Scale Walk',
    artist: 'Ana Lopez',
    album: 'Practice Room',
    genre: 'Classical',
    root: 293.66,
    bps: 4,
    melody: [0, 2, 4, 5, 7, 9, 11, 12],
    colors: ['#c6ffdd', '#f7797d']
  },
  {
    title: 'Fifths Circle',
    artist: 'Ana Lopez',
    album: 'Practice Room',
    genre: 'Classical',
    root: 174.61,
    bps: 3,
    melody: [0, 7, 2, 9, 4, 11],
    colors: ['#ee9ca7', '#ffdde1']
  },
  {
    title: 'Night Drive',
    artist: 'Kai Beats',
    album: 'Late',
    genre: 'Synthwave',
    root: 110,
    bps: 6,
    melody: [0, 12, 7, 12, 3, 12, 5, 12],
    colors: ['#ff0084', '#33001b']
  },
  {
    title: 'Neon Pulse',
    artist: 'Kai Beats',
    album: 'Late',
    genre: 'Synthwave',
    root: 130.81,
    bps: 8,
    melody: [0, 0, 12, 0, 7, 0, 10, 0],
    colors: ['#f953c6', '#b91d73']
  },
  {
    title: 'Lullaby in Thirds',
    artist: 'Cleo Moon',
    album: 'Small Hours',
    genre: 'Folk',
    root: 329.63,
    bps: 2,
    melody: [0, 4, 2, 5, 4, 7],
    colors: ['#a1c4fd', '#c2e9fb']
  },
  {
    title: 'Whole Tone Dream',
    artist: 'Cleo Moon',
    album: 'Small Hours',
    genre: 'Folk',
    root: 246.94,
    bps: 3,
    melody: [0, 2, 4, 6, 8, 10],
    colors: ['#d4fc79', '#96e6a1']
  },
  {
    title: 'Octave Bounce',
    artist: 'Ben & The Waves',
    album: 'Surf Tones',
    genre: 'Pop',
    root: 164.81,
    bps: 5,
    melody: [0, 12, 0, 12, 5, 17, 7, 19],
    colors: ['#00c6ff', '#0072ff']
  },
  {
    title: 'Descending Light',
    artist: 'Ben & The Waves',
    album: 'Surf Tones',
    genre: 'Pop',
    root: 392,
    bps: 4,
    melody: [12, 11, 9, 7, 5, 4, 2, 0],
    colors: ['#f83600', '#f9d423']
  }
]

/** A tune's phrase is computed once and played four times: a 64 s song for a quarter of the synthesis. */
const PHRASE_SECONDS = 16
const PHRASES = 4
const SAMPLE_RATE = 44100
/** How long each demo song lasts, in seconds: long enough to be a song, so a guest's preview ends after minutes. */
export const DEMO_SONG_SECONDS = PHRASE_SECONDS * PHRASES
const FADE_SECONDS = 3

/** ffmpeg's aevalsrc expression: a plucked note a beat (the melody, round and round) over a soft drone. */
function expression(tune: DemoTune): string {
  const beat = `mod(t*${tune.bps},${tune.melody.length})`
  const semitones = tune.melody.reduceRight(
    (rest, note, i) => (i === tune.melody.length - 1 ? String(note) : `if(lt(${beat},${i + 1}),${note},${rest})`),
    ''
  )
  const pluck = `pow(1-mod(t*${tune.bps},1),2)`
  return `0.35*${pluck}*sin(2*PI*t*${tune.root}*pow(2,(${semitones})/12))+0.08*sin(2*PI*t*${tune.root / 2})`
}

/** Writes a demo tune as an MP3 of DEMO_SONG_SECONDS: its phrase looped, fading out at the end. */
export async function synthesise(tune: DemoTune, path: string): Promise<void> {
  const tags = { title: tune.title, artist: tune.artist, album: tune.album, genre: tune.genre, date: '2026' }
  await run(ffmpegInstaller.path, [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    [
      `aevalsrc='${expression(tune)}':s=${SAMPLE_RATE}:d=${PHRASE_SECONDS}`,
      `aloop=loop=${PHRASES - 1}:size=${PHRASE_SECONDS * SAMPLE_RATE}`,
      `afade=t=out:st=${DEMO_SONG_SECONDS - FADE_SECONDS}:d=${FADE_SECONDS}`
    ].join(','),
    ...Object.entries(tags).flatMap(([k, v]) => ['-metadata', `${k}=${v}`]),
    '-b:a',
    '96k',
    path
  ])
}

/** Square artwork: the tune's gradient with concentric rings. */
async function artwork([from, to]: [string, string]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="512" height="512" fill="url(#g)"/><g fill="none" stroke="#ffffff" stroke-opacity=".7"><circle cx="256" cy="256" r="200" stroke-width="6"/><circle cx="256" cy="256" r="140" stroke-width="10"/><circle cx="256" cy="256" r="70" stroke-width="16"/></g></svg>`
  return (await loadSharp())(Buffer.from(svg)).png().toBuffer()
}

/**
 * Twelve playable demo songs, made by ffmpeg and uploaded by the demo administrator through the upload pipeline: the
 * transcode jobs run once the API listens and verify them (an administrator's uploads need no review).
 */
export async function seedSongs(app: Application, users: UserRow[]): Promise<SongData[]> {
  const admin = users.find((u) => isAdmin(u.roles))
  if (!admin) return []
  const work = await mkdtemp(join(tmpdir(), 'spinroom-demo-songs-'))
  try {
    // Synthesised three at a time (ffmpeg is quick at this); uploaded in the list's order.
    const files: string[] = []
    for (let i = 0; i < demoTunes.length; i += 3) {
      const batch = demoTunes.slice(i, i + 3).map((tune, j) => ({ tune, path: join(work, `tune-${i + j}.mp3`) }))
      await Promise.all(batch.map(({ tune, path }) => synthesise(tune, path)))
      files.push(...batch.map((b) => b.path))
    }
    const ids: string[] = []
    for (const [i, tune] of demoTunes.entries()) {
      const id = randomUUID()
      ids.push(id)
      await ingestSong(app, admin.id, files[i]!, `${tune.title}.mp3`, { id, artwork: await artwork(tune.colors) })
    }
    const rows: UploadedSongRow[] = await app.get('knex')('uploaded_songs').whereIn('id', ids)
    return ids.map((id) => catalogueData(rows.find((row) => row.id === id)!))
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}
