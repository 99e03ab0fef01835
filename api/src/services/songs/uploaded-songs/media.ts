import ffmpegInstaller from '@ffmpeg-installer/ffmpeg'
import ffprobeInstaller from '@ffprobe-installer/ffprobe'
import type { ICommonTagsResult } from 'music-metadata'
import { spawnBound } from './bound-process.ts'

/** What probing tells of an audio file. */
export interface AudioFacts {
  /** Media type of the container, from its format. */
  mimeType: string
  codec: string
  bitrate: number | null
  duration: number
}

export interface AudioTags {
  trackName: string | null
  artistName: string | null
  albumName: string | null
  genre: string | null
  releaseYear: number | null
  isrc: string | null
}

const CONTAINER_TYPES: Record<string, string> = {
  mp3: 'audio/mpeg',
  flac: 'audio/flac',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  aiff: 'audio/aiff',
  mov: 'audio/mp4',
  'mov,mp4,m4a,3gp,3g2,mj2': 'audio/mp4',
  matroska: 'audio/webm',
  'matroska,webm': 'audio/webm',
  aac: 'audio/aac',
  adts: 'audio/aac'
}

/**
 * Runs a bundled binary, which dies with this process; its standard output, or an error carrying the end of its
 * standard error.
 */
function run(command: string, args: string[], options: { signal?: AbortSignal; onLine?(line: string): void } = {}) {
  return new Promise<string>((resolve, reject) => {
    const child = spawnBound(command, args, { stdio: ['ignore', 'pipe', 'pipe'], signal: options.signal })
    let out = ''
    let err = ''
    let partial = ''
    child.stdout.on('data', (chunk: Buffer) => {
      const text = chunk.toString()
      out += text
      if (!options.onLine) return
      const lines = (partial + text).split('\n')
      partial = lines.pop() ?? ''
      for (const line of lines) options.onLine(line)
    })
    child.stderr.on('data', (chunk: Buffer) => {
      err = (err + chunk.toString()).slice(-2000)
    })
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0) resolve(out)
      else reject(new Error(`${command.split('/').pop()} exited with ${code}: ${err.trim().split('\n').pop() ?? ''}`))
    })
  })
}

/** The audio facts of a file, or null when ffprobe finds no audio stream with a duration in it. */
export async function probeAudio(path: string): Promise<AudioFacts | null> {
  let answer: string
  try {
    answer = await run(ffprobeInstaller.path, [
      '-v',
      'error',
      '-print_format',
      'json',
      '-show_format',
      '-show_streams',
      path
    ])
  } catch {
    return null
  }
  const probe = JSON.parse(answer) as {
    format?: { format_name?: string; duration?: string; bit_rate?: string }
    streams?: { codec_type?: string; codec_name?: string; duration?: string; bit_rate?: string }[]
  }
  const audio = probe.streams?.find((s) => s.codec_type === 'audio')
  // A picture stream beside the audio is cover art; a real video stream is not a song.
  const video = probe.streams?.find(
    (s) => s.codec_type === 'video' && s.codec_name !== 'mjpeg' && s.codec_name !== 'png'
  )
  const duration = Number(probe.format?.duration ?? audio?.duration)
  if (!audio?.codec_name || video || !(duration > 0)) return null
  const format = probe.format?.format_name ?? ''
  const bitrate = Number(audio.bit_rate ?? probe.format?.bit_rate)
  return {
    mimeType: CONTAINER_TYPES[format] ?? `audio/${format.split(',')[0] || 'unknown'}`,
    codec: audio.codec_name,
    bitrate: Number.isFinite(bitrate) && bitrate > 0 ? Math.round(bitrate) : null,
    duration: Math.round(duration * 1000) / 1000
  }
}

// NUL bytes cannot be stored in PostgreSQL text; tags are trimmed to the columns' sizes.
const clean = (value: string | undefined, max: number) => {
  const text = value?.replace(/\0/g, '').trim()
  return text ? text.slice(0, max) : null
}

/** The tags of an audio file (ID3, Vorbis comments, MP4 atoms…); unreadable tags are no tags. */
export async function readTags(path: string): Promise<AudioTags> {
  // Imported on the first upload: about 15 MB that an API receiving no songs never needs.
  const { parseFile } = await import('music-metadata')
  const { common } = await parseFile(path, { duration: false, skipCovers: true }).catch(() => ({
    common: {} as ICommonTagsResult
  }))
  const isrc = clean(common.isrc?.[0]?.replace(/-/g, ''), 12)
  return {
    trackName: clean(common.title, 300),
    artistName: clean(common.artist ?? common.albumartist, 300),
    albumName: clean(common.album, 300),
    genre: clean(common.genre?.[0], 100),
    releaseYear: common.year && common.year >= 1000 && common.year <= 9999 ? common.year : null,
    isrc: isrc && /^[A-Za-z]{2}[A-Za-z0-9]{3}[0-9]{7}$/.test(isrc) ? isrc : null
  }
}

export const SEGMENT_SECONDS = 2
export const PLAYLIST_NAME = 'index.m3u8'
/** Written in the playlist where the key URI goes; the playlist endpoint puts the real URI there. */
export const KEY_URI_PLACEHOLDER = 'spinroom-key'

/**
 * Encodes a song to AAC in HLS with AES-128 segments (`segment-000.ts`…) and `index.m3u8` in `outDir`; `onProgress`
 * hears the percentage done. Aborting the signal kills ffmpeg.
 */
export async function transcodeToHls(options: {
  input: string
  outDir: string
  keyInfoFile: string
  duration: number
  signal: AbortSignal
  onProgress(percent: number): void
}): Promise<void> {
  const { input, outDir, keyInfoFile, duration, signal, onProgress } = options
  await run(
    ffmpegInstaller.path,
    [
      '-v',
      'error',
      '-nostdin',
      '-y',
      '-i',
      input,
      '-vn',
      '-c:a',
      'aac',
      '-b:a',
      '128k',
      '-f',
      'hls',
      '-hls_time',
      String(SEGMENT_SECONDS),
      '-hls_playlist_type',
      'vod',
      '-hls_key_info_file',
      keyInfoFile,
      '-hls_segment_filename',
      `${outDir}/segment-%03d.ts`,
      '-progress',
      'pipe:1',
      `${outDir}/${PLAYLIST_NAME}`
    ],
    {
      signal,
      onLine(line) {
        const match = /^out_time_(?:us|ms)=(\d+)/.exec(line)
        if (match) onProgress(Math.min(99, Math.floor((Number(match[1]) / 1e6 / duration) * 100)))
      }
    }
  )
}
