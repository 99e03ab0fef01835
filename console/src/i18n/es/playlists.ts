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
    },
    catalogue: {
      songs: 'Canciones',
      albums: 'Álbumes',
      artists: 'Artistas',
      genres: 'Géneros',
      track: 'Tema',
      artist: 'Artista',
      album: 'Álbum',
      genre: 'Género',
      year: 'Año',
      duration: 'Duración',
      providers: 'Proveedores',
      updated: 'Actualizado',
      explicit: 'Explícita',
      song_count: 'Canciones',
      search: 'El tema o el artista contiene',
      prefix: 'El nombre empieza por',
      seven_digital: 'id de 7digital',
      any: 'Cualquiera',
      with: 'Con',
      without: 'Sin',
      their_songs: 'Canciones',
      genre_songs: 'Canciones de este género',
      no_songs: 'No hay canciones',
      no_albums: 'No hay álbumes',
      no_artists: 'No hay artistas',
      no_genres: 'No hay géneros',
      filters: {
        artistId: 'Artista',
        albumId: 'Álbum',
        genre: 'Género',
        artistName: 'Nombre del artista',
        trackName: 'Nombre del tema'
      }
    }
  },
  resources: {
    crates: { name: 'Caja |||| Cajas' },
    'catalogue-songs': { name: 'Canción |||| Canciones' },
    'catalogue-albums': { name: 'Álbum |||| Álbumes' },
    'catalogue-artists': { name: 'Artista |||| Artistas' },
    genres: { name: 'Género |||| Géneros' },
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
