/** Public face of the global search feature (spec part 1 section 2, "Global search"). */
export { GlobalSearch } from './components/global-search';
