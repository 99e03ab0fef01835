import type { points as en } from '../en/points.ts'
import type { Translated } from '../translated.ts'

/** Puntos y tienda: temporadas, clasificaciones, avatares, consumibles, fichas, campos propios. */
export const points: Translated<typeof en> = {
  spinroom: {
    seasons: { state: 'Estado', past: 'Pasada', current: 'En curso', upcoming: 'Próxima' },
    season_delete: {
      title: '¿Borrar la temporada "%{name}"?',
      content: 'La temporada desaparece para siempre.',
      with_points: 'Borrar con los puntos',
      deleted: 'Temporada "%{name}" borrada'
    },
    points: {
      adjust: 'Ajustar puntos',
      adjust_title: 'Ajustar puntos en la temporada en curso',
      adjust_title_for: 'Ajustar los puntos de "%{name}" en la temporada en curso',
      user: 'Usuario',
      points: 'Puntos',
      points_hint: 'Un número entero; si es negativo, resta puntos (un saldo nunca baja de 0)',
      reason: 'Motivo',
      apply: 'Aplicar',
      adjusted: '%{points} puntos para "%{name}"'
    },
    rankings: { season: 'Temporada', lifetime: 'Histórico', leaderboard: 'Tabla de líderes' },
    token_account_open: {
      label: 'Abrir cuenta de fichas',
      title: 'Abrir una cuenta de fichas',
      user: 'Usuario',
      done: 'Cuenta de fichas de "%{name}" abierta'
    },
    user_avatars: { assign: 'Dar un avatar', assign_title: 'Dar un avatar a "%{name}"', avatar: 'Avatar' },
    leaderboard: {
      title: 'Clasificación',
      season: 'Temporada',
      lifetime: 'Todas las temporadas (histórico)',
      players: '%{smart_count} jugador clasificado |||| %{smart_count} jugadores clasificados',
      rank: 'Puesto',
      player: 'Jugador',
      points: 'Puntos',
      empty: 'Aún no hay puntos en esta temporada'
    },
    season_backfill: {
      label: 'Repartir avatares',
      title: '¿Conceder los avatares de "%{name}"?',
      content:
        'Cada usuario cuyos puntos en esta temporada alcanzaron el umbral de uno de sus avatares de premio lo recibe (hasta 1000 de una vez).',
      done: '%{created} avatares concedidos'
    },
    avatars: {
      image: 'Imagen',
      upload: 'Subir imagen',
      upload_hint: 'PNG, JPEG, WebP o GIF, 5 MB como máximo',
      slug_rule: 'Minúsculas, cifras y guiones (de 2 a 64)',
      discord_hint: 'Solo pueden usarlo los usuarios con una cuenta de Discord vinculada',
      assignments: 'Asignado a',
      no_assignments: 'Nadie tiene aún este avatar.',
      assign: 'Asignar a un usuario',
      assign_title: 'Asignar "%{name}"',
      assigned: 'Avatar asignado',
      user: 'Usuario',
      assignment_type: 'Cómo',
      remove: 'Quitar',
      remove_title: '¿Quitar esta asignación?',
      remove_content: 'El usuario conserva el avatar solo si es público (o suyo por otra vía).'
    },
    media: { choose: 'Elegir archivo', none: 'Ninguno', lottie: 'Animación Lottie' },
    bundles: {
      product_hint: 'El id del producto en la tienda, p. ej. com.spinroom.tokens.550',
      price_hint: 'En céntimos (unidades menores): 499 son 4,99',
      currency_hint: 'Código ISO 4217 de tres letras, p. ej. eur'
    },
    custom_fields: {
      key_hint: 'En lowerCamelCase, p. ej. favouriteGenre'
    },
    tokens: {
      held: '%{amount} retenidos',
      bought: 'Compra de %{name}',
      unknown_consumable: 'un consumible ya eliminado',
      title: 'Cuenta de fichas de %{name}',
      transactions: 'Movimientos',
      all_types: 'Todos los tipos',
      owner: 'Cuenta de',
      no_account: '%{name} no tiene cuenta de fichas',
      no_transactions: 'Aún no hay movimientos',
      credit: 'Abonar fichas',
      credit_title: 'Abonar fichas a la cuenta de %{name}',
      amount: 'Fichas',
      reason: 'Motivo',
      credited: '%{amount} fichas abonadas',
      disable: 'Desactivar',
      disable_title: '¿Desactivar la cuenta de fichas de %{name}?',
      disable_content:
        'Sin abonos, reservas ni compras hasta que se vuelva a activar; las reservas ya abiertas aún pueden cargarse o anularse.',
      disabled: 'Cuenta de fichas desactivada',
      enable: 'Activar',
      enable_title: '¿Activar la cuenta de fichas de %{name}?',
      enable_content: 'La cuenta vuelve a admitir abonos, reservas y compras.',
      enabled: 'Cuenta de fichas activada'
    }
  },
  resources: {
    'ranking-status': {
      name: 'Clasificación |||| Clasificación',
      fields: {
        id: 'ID',
        rank: 'Puesto',
        userUuid: 'Usuario',
        seasonId: 'Temporada',
        balance: 'Puntos',
        updatedAt: 'Actualizado'
      }
    },
    'ranking-status-lifetime': {
      name: 'Clasificación histórica |||| Clasificación histórica',
      fields: { id: 'ID', rank: 'Puesto', userUuid: 'Usuario', balance: 'Puntos', updatedAt: 'Actualizado' }
    },
    avatars: {
      name: 'Avatar |||| Avatares',
      fields: {
        id: 'ID',
        slug: 'Slug',
        name: 'Nombre',
        description: 'Descripción',
        imageFileId: 'Imagen',
        avatarStatus: 'Estado',
        discordOnly: 'Solo Discord',
        seasonId: 'Temporada',
        pointsThreshold: 'Umbral de puntos',
        createdAt: 'Creado',
        updatedAt: 'Actualizado',
        q: 'Buscar'
      }
    },
    'token-accounts': {
      name: 'Cuenta de fichas |||| Cuentas de fichas',
      fields: {
        id: 'ID',
        userUuid: 'Usuario',
        balance: 'Saldo',
        status: 'Estado',
        version: 'Versión',
        createdAt: 'Abierta',
        updatedAt: 'Actualizada'
      }
    },
    'token-transactions': {
      name: 'Movimiento de fichas |||| Movimientos de fichas',
      fields: {
        id: 'ID',
        accountId: 'Cuenta',
        type: 'Tipo',
        amount: 'Fichas',
        holdId: 'Reserva',
        reason: 'Motivo',
        source: 'Por',
        createdAt: 'Cuándo'
      }
    },
    seasons: {
      name: 'Temporada |||| Temporadas',
      fields: {
        id: 'ID',
        seasonName: 'Nombre',
        seasonStart: 'Empieza',
        seasonEnd: 'Termina',
        createdAt: 'Creada',
        updatedAt: 'Actualizada',
        q: 'Buscar'
      }
    },
    consumables: {
      name: 'Consumible |||| Consumibles',
      fields: {
        id: 'ID',
        name: 'Nombre',
        description: 'Descripción',
        tokenCost: 'Coste en fichas',
        displayType: 'Presentación',
        imageUrl: 'Imagen',
        fileUrl: 'Archivo',
        image: 'Imagen (se muestra en la tienda)',
        file: 'Archivo (se reproduce en la sala: imagen o animación Lottie)',
        createdAt: 'Creado',
        createdBefore: 'Creado antes de'
      }
    },
    'token-bundles': {
      name: 'Paquete de fichas |||| Paquetes de fichas',
      fields: {
        id: 'ID',
        productId: 'Id de producto',
        name: 'Nombre',
        tokens: 'Fichas',
        price: 'Precio',
        currency: 'Moneda',
        thumbnailUrl: 'Miniatura',
        thumbnail: 'Miniatura (se muestra como un cuadrado de 512 px)'
      }
    },
    'custom-fields': {
      name: 'Campo propio |||| Campos propios',
      fields: {
        id: 'ID',
        key: 'Clave',
        label: 'Etiqueta',
        entity: 'Asociado a',
        type: 'Tipo',
        required: 'Obligatorio',
        description: 'Descripción',
        updatedAt: 'Actualizado',
        q: 'Buscar'
      }
    }
  }
}
