/** Lower case without accents ("Crème Brûlée" -> "creme brulee"), so searches compare words as typed on any keyboard. */
export const foldAccents = (s: string): string =>
  s
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
