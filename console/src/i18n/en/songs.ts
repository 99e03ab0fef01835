/** Songs: the catalogue (songs, albums, artists, genres) and the uploads with their review. */
export const songs = {
  spinroom: {
    catalogue: {
      songs: 'Songs',
      albums: 'Albums',
      artists: 'Artists',
      genres: 'Genres',
      track: 'Track',
      artist: 'Artist',
      album: 'Album',
      genre: 'Genre',
      year: 'Year',
      duration: 'Duration',
      providers: 'Providers',
      updated: 'Updated',
      explicit: 'Explicit',
      song_count: 'Songs',
      search: 'Track or artist contains',
      prefix: 'Name starts with',
      seven_digital: 'seven-digital id',
      any: 'Any',
      with: 'With',
      without: 'Without',
      their_songs: 'Songs',
      genre_songs: 'Songs of this genre',
      no_songs: 'No songs',
      no_albums: 'No albums',
      no_artists: 'No artists',
      no_genres: 'No genres',
      filters: {
        artistId: 'Artist',
        albumId: 'Album',
        genre: 'Genre',
        artistName: 'Artist name',
        trackName: 'Track name'
      }
    },
    songs: {
      awaiting_review: 'Awaiting review',
      upload: 'Upload a song',
      uploaded: '%{name} uploaded',
      sending: '%{percent} % sent',
      too_large: 'A song file may be at most %{mb} MB',
      not_transcoded: 'Not playable yet: the HLS transcode has not finished.',
      approve: 'Approve',
      approve_title: 'Approve %{name}?',
      approve_content: 'It becomes verified, playable by everyone and a catalogue song.',
      approved: '%{name} is verified',
      reject: 'Reject',
      reject_title: 'Reject %{name}?',
      reject_reason: 'Reason',
      rejected: '%{name} is rejected',
      retry: 'Retry transcode',
      retry_title: 'Transcode %{name} again?',
      retry_content: 'The transcode job is queued again.',
      retried: 'The transcode of %{name} is queued',
      remove_artwork: 'Remove artwork',
      remove_artwork_title: 'Remove the artwork of %{name}?',
      remove_artwork_content: 'The song and its catalogue song show no picture until its uploader puts another.',
      artwork_removed: 'The artwork of %{name} is removed',
      isrc_format: 'Twelve characters: country, registrant, year, number (e.g. USRC17607839)',
      artwork_format: 'A URL (http:// or https://) or a path of this server'
    }
  },
  resources: {
    'catalogue-songs': { name: 'Song |||| Songs' },
    'catalogue-albums': { name: 'Album |||| Albums' },
    'catalogue-artists': { name: 'Artist |||| Artists' },
    genres: { name: 'Genre |||| Genres' },
    'uploaded-songs': {
      name: 'Uploaded song |||| Uploaded songs',
      fields: {
        status: 'Status',
        artwork: 'Artwork',
        trackName: 'Title',
        artistName: 'Artist',
        albumName: 'Album',
        genre: 'Genre',
        releaseYear: 'Year',
        isrc: 'ISRC',
        explicit: 'Explicit',
        isPublic: 'Public',
        uploaderNickname: 'Uploader',
        originalName: 'File',
        codec: 'Audio',
        duration: 'Length',
        error: 'Reason',
        createdAt: 'Uploaded',
        verifiedAt: 'Reviewed'
      }
    }
  }
}
