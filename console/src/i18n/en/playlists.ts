/** Playlists: crates and the catalogue (songs, albums, artists, genres). */
export const playlists = {
  spinroom: {
    crates: {
      title: 'Crates',
      name: 'Crate',
      owner: 'Owner',
      count: 'Songs',
      updated: 'Updated',
      songs: '%{smart_count} song |||| %{smart_count} songs',
      position: '#',
      track: 'Track',
      artist: 'Artist',
      duration: 'Length',
      remove: 'Remove',
      removed: 'Song removed from the crate',
      search: 'Crate or owner',
      queue: 'Queue',
      likes: 'Likes',
      default: 'Default'
    },
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
    }
  },
  resources: {
    crates: { name: 'Crate |||| Crates' },
    'catalogue-songs': { name: 'Song |||| Songs' },
    'catalogue-albums': { name: 'Album |||| Albums' },
    'catalogue-artists': { name: 'Artist |||| Artists' },
    genres: { name: 'Genre |||| Genres' },
    'crate-imports': {
      name: 'Import |||| Imports',
      fields: {
        crateName: 'Crate',
        ownerNickname: 'Owner',
        importStatus: 'Status',
        importSource: { musicProvider: 'From', playlistId: 'Playlist', error: 'Error' },
        crateSongsNumber: 'Songs',
        createdAt: 'Started',
        updatedAt: 'Updated'
      }
    }
  }
}
