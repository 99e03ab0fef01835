import type { playlists as en } from '../en/playlists.ts'
import type { Translated } from '../translated.ts'

/** Listas: cajas y el catálogo (canciones, álbumes, artistas, géneros). */
export const playlists: Translated<typeof en> = {
  spinroom: {
    crates: {
      title: 'Cajas',
      name: 'Caja',
      owner: 'Dueño',
      count: 'Canciones',
      updated: 'Actualizada',
      songs: '%{smart_count} canción |||| %{smart_count} canciones',
      position: 'N.º',
      track: 'Tema',
      artist: 'Artista',
      duration: 'Duración',
      remove: 'Quitar',
      removed: 'Canción quitada de la caja',
      search: 'Caja o dueño',
      queue: 'Cola',
      likes: 'Me gusta',
      default: 'Predeterminada'
    }
  },
  resources: {
    crates: { name: 'Caja |||| Cajas' },
    'crate-imports': {
      name: 'Importación |||| Importaciones',
      fields: {
        crateName: 'Caja',
        ownerNickname: 'Dueño',
        importStatus: 'Estado',
        importSource: { musicProvider: 'Desde', playlistId: 'Lista', error: 'Error' },
        crateSongsNumber: 'Canciones',
        createdAt: 'Empezada',
        updatedAt: 'Actualizada'
      }
    }
  }
}
