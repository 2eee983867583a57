import { useMediaQuery } from '../../lib/use-media-query';

/** Under the `md` breakpoint a week of seven columns cannot be read: the calendars switch to a list. */
export function useNarrowScreen(): boolean {
  return useMediaQuery('(max-width: 767.98px)');
}
