import type { accounts as en } from '../en/accounts.ts'
import type { Translated } from '../translated.ts'

/** Cuentas: usuarios, moderación, claves de API, vales, teléfonos, desactivaciones, buzón de salida. */
export const accounts: Translated<typeof en> = {
  spinroom: {
    filters: { role: 'Papel', badge: 'Insignia' },
    api_keys: {
      created_title: 'Clave de API "%{name}" creada',
      secret_warning: 'Copie este secreto ahora: no se volverá a mostrar. Solo se guarda un hash.',
      secret_label: 'Secreto',
      copy: 'Copiar',
      copied: 'Secreto copiado al portapapeles',
      copy_failed: 'No se pudo copiar: seleccione el secreto y cópielo a mano',
      done: 'Ya lo he guardado',
      revoke: 'Revocar',
      revoke_title: '¿Revocar la clave de API "%{name}"?',
      revoke_content: 'Los servicios que usen esta clave serán rechazados a partir de ahora. No se puede deshacer.',
      revoked: 'Clave de API revocada',
      active: 'Activa'
    },
    moderation: {
      reason: 'Motivo',
      reason_optional: 'Motivo (opcional)',
      reason_missing: 'Diga por qué: el registro lo guarda y se le comunica al usuario.',
      kick: 'Expulsar',
      kick_title: '¿Expulsar a "%{name}"?',
      kick_content: 'Se le avisa del motivo y se cierran sus conexiones abiertas. Puede volver a entrar.',
      kicked: 'Usuario expulsado',
      sign_out: 'Cerrar todas las sesiones',
      sign_out_title: '¿Cerrar todas las sesiones de "%{name}"?',
      sign_out_content:
        'Todos sus tokens y conexiones abiertas dejan de valer al momento; vuelve a entrar con su contraseña.',
      signed_out: 'Sesiones cerradas',
      ban: 'Vetar',
      ban_title: '¿Vetar a "%{name}"?',
      ban_content: 'Se cierran todas sus sesiones a la vez y no puede entrar hasta que se levante el veto.',
      banned: 'Usuario vetado',
      temporary_ban: 'Veto temporal',
      temporary_ban_title: 'Vetar a "%{name}" hasta…',
      temporary_ban_until: 'Hasta',
      temporary_ban_content: 'Se cierran todas sus sesiones a la vez y puede volver a entrar pasado ese momento.',
      temporarily_banned: 'Usuario vetado hasta el momento elegido',
      unban: 'Levantar veto',
      unban_title: '¿Levantar el veto a "%{name}"?',
      unban_content: 'Puede volver a entrar enseguida.',
      unbanned: 'Veto levantado',
      add_role: 'Añadir papel',
      add_role_title: 'Añadir un papel a "%{name}"',
      role: 'Papel',
      role_added: 'Papel añadido',
      global_moderator: 'Moderador global',
      global_moderator_title: '¿Hacer a "%{name}" moderador global?',
      global_moderator_content: 'Podrá moderar todas las salas y a todos los usuarios por debajo de su rango.',
      global_moderator_added: 'Papel de moderador global añadido',
      capability_allow: 'Permitir: %{capability}',
      capability_remove: 'Retirar: %{capability}',
      capability_allow_title: '¿Permitir "%{capability}" a "%{name}"?',
      capability_remove_title: '¿Retirar "%{capability}" a "%{name}"?',
      capability_allow_content: 'Desde ahora podrá hacerlo.',
      capability_remove_content: 'Ya no podrá hacerlo.',
      capability_added: 'Capacidad añadida',
      capability_removed: 'Capacidad retirada',
      badges: 'Insignias',
      badges_title: 'Insignias de "%{name}"',
      badges_saved: 'Insignias guardadas',
      change_password: 'Cambiar contraseña',
      change_password_title: 'Nueva contraseña para "%{name}"',
      change_password_field: 'Nueva contraseña',
      change_password_content:
        'Al menos 8 caracteres. Comuníquesela por un canal de confianza; sus otras sesiones siguen abiertas.',
      password_changed: 'Contraseña cambiada',
      cancel_deactivation: 'Cancelar la solicitud de desactivación',
      cancel_deactivation_title: '¿Cancelar la solicitud de desactivación de "%{name}"?',
      cancel_deactivation_content: 'La solicitud se cierra como cancelada; la cuenta sigue activa.',
      deactivation_cancelled: 'Solicitud de desactivación cancelada',
      reactivate: 'Reactivar la cuenta',
      reactivate_title: '¿Reactivar la cuenta de "%{name}"?',
      reactivate_content: 'La cuenta vuelve a estar activa, con todos sus datos, y puede entrar.',
      reactivated: 'Cuenta reactivada'
    },
    contact: {
      tab: 'Contacto y fotos',
      emails: 'Direcciones de correo',
      identities: 'Teléfonos verificados',
      images: 'Fotos',
      fields: { email: 'Dirección', type: 'Tipo', status: 'Estado', verifiedAt: 'Verificado' },
      kinds: { profilePicture: 'Foto de perfil', coverPicture: 'Foto de portada' }
    },
    phones: {
      phone_hint: 'Formato internacional, p. ej. +34 612 345 678',
      clear: 'Vaciar todo',
      clear_title: '¿Vaciar todas las validaciones de teléfono registradas?',
      clear_content: 'Se vacía la lista de validaciones recientes; la lista blanca y los límites no cambian.',
      cleared: 'Validaciones de teléfono vaciadas',
      fraud_constants: 'Límites vigentes',
      blocked: 'Rechazados',
      constants: {
        codesPerNumberPerHour: 'Códigos por número y hora',
        codesPerCallerPerHour: 'Códigos por solicitante y hora',
        maxAttemptsPerCode: 'Intentos por código',
        codeTtlMinutes: 'Validez del código (minutos)',
        identityVerificationTtlMinutes: 'Validez de la verificación (minutos)'
      }
    },
    deactivations: {
      deactivate: 'Desactivar',
      deactivate_title: '¿Desactivar a "%{name}"?',
      deactivate_content: 'Ya no podrá entrar. Sus datos se conservan y un administrador puede reactivar la cuenta.',
      deactivated: 'Cuenta desactivada',
      reactivate: 'Reactivar',
      reactivate_title: '¿Retirar la solicitud de "%{name}"?',
      reactivate_content: 'La solicitud se cierra como reactivada; la cuenta sigue activa.',
      reactivated: 'Solicitud retirada, cuenta activa',
      cancel: 'Cancelar solicitud',
      empty: 'No hay solicitudes de desactivación abiertas'
    },
    moderation_history: {
      tab: 'Historial de moderación',
      empty: 'Aún no hay acciones de moderación sobre este usuario',
      details: 'Detalles'
    },
    comments: {
      tab: 'Comentarios',
      label: 'Comentario',
      add: 'Añadir comentario',
      added: 'Comentario añadido',
      empty: 'Aún no hay comentarios sobre este usuario',
      by: '%{author}, %{date}',
      unknown_author: 'un antiguo moderador',
      count: '%{smart_count} comentario |||| %{smart_count} comentarios'
    },
    user_tabs: { profile: 'Perfil' },
    user_page: {
      points_tab: 'Puntos',
      tokens_tab: 'Fichas',
      avatars_tab: 'Avatares',
      rooms_tab: 'Salas',
      points: 'puntos',
      rank: 'puesto',
      current_season: 'Temporada actual',
      lifetime: 'Todas las temporadas',
      balance: 'fichas',
      no_token_account: 'Este usuario aún no tiene cuenta de fichas.',
      open_account: 'Abrir la página de la cuenta',
      wearing: 'Lleva',
      assigned_avatars: 'Avatares dados a este usuario',
      no_avatars: 'Aún no se le ha dado ningún avatar.',
      avatar: 'Avatar',
      since: 'Desde',
      until: 'Hasta',
      room: 'Sala',
      room_role: 'Papel',
      no_rooms: 'Este usuario no tiene ningún papel en ninguna sala.'
    },
    outbox: {
      no_subject: '(sin asunto)'
    },
    vouchers: {
      create_title: 'Crear vales',
      count: 'Cuántos códigos',
      note: 'Nota (para qué son)',
      create: 'Crear códigos',
      created: '%{count} códigos creados',
      copy_all: 'Copiar todos',
      copied: 'Códigos copiados al portapapeles',
      done: 'Hecho',
      revoke: 'Revocar',
      revoke_title: '¿Revocar el vale %{code}?',
      revoke_content: 'Nadie podrá canjear este código ni registrarse con él.',
      revoked: 'Vale revocado'
    }
  },
  resources: {
    users: {
      name: 'Usuario |||| Usuarios',
      fields: {
        id: 'ID',
        email: 'Correo electrónico',
        nickname: 'Apodo',
        firstName: 'Nombre',
        lastName: 'Apellidos',
        color: 'Color',
        avatarId: 'Avatar',
        pronoun: 'Pronombre',
        displayPronouns: 'Mostrar pronombres',
        zodiac: 'Signo del zodiaco',
        roles: 'Papeles',
        badges: 'Insignias',
        capabilities: 'Capacidades',
        status: 'Estado',
        bannedUntil: 'Vetado hasta',
        createdAt: 'Creado',
        updatedAt: 'Actualizado',
        q: 'Buscar'
      }
    },
    'api-keys': {
      name: 'Clave de API |||| Claves de API',
      fields: {
        id: 'ID',
        name: 'Nombre',
        prefix: 'Prefijo',
        createdBy: 'Creada por',
        lastUsedAt: 'Último uso',
        revokedAt: 'Revocada',
        createdAt: 'Creada',
        updatedAt: 'Actualizada'
      }
    },
    vouchers: {
      name: 'Vale |||| Vales',
      fields: {
        id: 'ID',
        code: 'Código',
        status: 'Estado',
        note: 'Nota',
        redeemedBy: 'Canjeado por',
        redeemedAt: 'Canjeado el',
        createdAt: 'Creado',
        q: 'Buscar'
      }
    },
    'deactivation-requests': {
      name: 'Solicitud de desactivación |||| Solicitudes de desactivación',
      fields: {
        id: 'ID',
        userUuid: 'Usuario',
        nickname: 'Apodo',
        email: 'Correo electrónico',
        reason: 'Motivo',
        status: 'Estado',
        createdAt: 'Solicitada',
        q: 'Buscar'
      }
    },
    'phone-numbers': {
      name: 'Número en lista blanca |||| Lista blanca de teléfonos',
      fields: {
        id: 'ID',
        phone: 'Teléfono',
        note: 'Nota',
        createdBy: 'Añadido por',
        createdAt: 'Añadido',
        q: 'Buscar'
      }
    },
    'phone-validations': {
      name: 'Validación de teléfono |||| Validaciones de teléfono',
      fields: {
        id: 'ID',
        phone: 'Teléfono',
        status: 'Estado',
        type: 'Tipo',
        country: 'País',
        callerUuid: 'Comprobado por',
        createdAt: 'Cuándo',
        q: 'Buscar'
      }
    },
    outbox: {
      name: 'Mensaje enviado |||| Buzón de salida',
      fields: {
        id: 'ID',
        channel: 'Canal',
        to: 'Para',
        subject: 'Asunto',
        body: 'Texto',
        createdAt: 'Enviado',
        q: 'Buscar'
      }
    }
  }
}
