import { GlobalSearch } from '../../features/global-search';

/** The search icon of the top bar: opens global search (also Ctrl+/ anywhere in the shell). */
export function SearchButton() {
  return <GlobalSearch />;
}
