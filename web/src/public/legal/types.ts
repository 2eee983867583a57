/** A legal page as data: numbered sections of paragraphs and lists. */
export interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  list?: readonly string[];
  after?: readonly string[];
}

export interface LegalDocumentContent {
  eyebrow: string;
  title: string;
  lead: string;
  /** ISO date of the last change. */
  updatedAt: string;
  sections: readonly LegalSection[];
}

export const legalCommon = {
  updated: 'Son güncelleme',
  contents: 'İçindekiler',
  questions: 'Bu metinle ilgili sorularınız ve başvurularınız için',
  write: 'adresine yazabilirsiniz.',
} as const;
