/** How the record's rows become DTO values: timestamps as ISO strings, numbers in Turkish. */
export const iso = (d: Date | string) => new Date(d).toISOString();
export const isoOrNull = (d: Date | string | null) => (d ? iso(d) : null);
export const numberLocale = new Intl.NumberFormat('tr-TR');
