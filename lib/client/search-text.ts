/** Lower case, no accents, no spaces or hyphens: "AB 123-CD" and "ab123cd" match, "Córdoba" and "cordoba" too. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[\s-]+/g, '');
}
