/** Playlists: crates and their imports. */
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
    }
  },
  resources: {
    crates: { name: 'Crate |||| Crates' },
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
