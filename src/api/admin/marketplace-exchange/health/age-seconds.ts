/** How long ago, in whole seconds (never negative); null for never. */
export const ageSeconds = (date: Date | null) => (date ? Math.max(0, Math.round((Date.now() - date.getTime()) / 1000)) : null)
