import { createCatalogue, type EducationCatalogue } from './catalogue';
import { catalogue2026 } from './catalogue-2026';
import type { CatalogueData } from './catalogue-data';

/** Every catalogue version still served; a 2028 curriculum is added here beside 2026. */
export const CATALOGUE_VERSIONS: Readonly<Record<string, CatalogueData>> = { '2026': catalogue2026 };

export const CURRENT_CATALOGUE_VERSION = '2026';

export const currentCatalogue: EducationCatalogue = createCatalogue(catalogue2026);
