/** What a file's own tags say, as the DJ sees and edits them before sending. */
export interface FileTags {
  title: string
  artist: string
  album: string
  /** An object URL of the picture (embedded, or chosen by the DJ); the caller revokes it. */
  artwork: string | null
  /** That picture's bytes, sent with the song (`artwork`) for the server to keep. */
  picture: Blob | null
}

export const noTags: FileTags = { title: '', artist: '', album: '', artwork: null, picture: null }

/** A tag as the API takes it: no NUL characters (PostgreSQL text cannot hold them), trimmed, at most 300 long. */
export const cleanTag = (value: string | undefined): string => (value ?? '').replace(/\0/g, '').trim().slice(0, 300)

/** Reads the title, artist, album and picture in the browser; a file no parser understands has no tags. */
export async function readTags(file: Blob): Promise<FileTags> {
  // music-metadata is loaded on first use only: the player's first load stays small.
  const { parseBlob } = await import('music-metadata')
  try {
    const { common } = await parseBlob(file, { duration: false })
    const embedded = common.picture?.[0]
    const picture = embedded ? new Blob([new Uint8Array(embedded.data)], { type: embedded.format }) : null
    return {
      title: cleanTag(common.title),
      artist: cleanTag(common.artist ?? common.artists?.join(', ')),
      album: cleanTag(common.album),
      artwork: picture ? URL.createObjectURL(picture) : null,
      picture
    }
  } catch {
    return noTags
  }
}
