/** Search-param rules shared by the app's routes (app/router.tsx) and the site runtime (app/site). */
export type RegisterCategory = 'mentor' | 'danisman';

/** `/auth/register?category=mentor|danisman` preselects the registration type; anything else is dropped. */
export const validateRegisterSearch = (search: Record<string, unknown>): { category?: RegisterCategory } =>
  search.category === 'mentor' || search.category === 'danisman' ? { category: search.category } : {};
