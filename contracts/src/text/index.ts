export { compareTurkish, foldForSearch, turkishCollator, turkishSortKey } from './turkish';
