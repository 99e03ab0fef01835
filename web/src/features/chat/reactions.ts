/** The emojis offered for a quick reaction. */
export const quickReactions = ['👍', '❤️', '😂', '🔥', '🎉', '😮'] as const
