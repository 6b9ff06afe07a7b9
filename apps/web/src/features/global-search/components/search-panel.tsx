import { EMPTY_STATES, TIMING } from '@dealer/domain';
import { Button, Center, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useGlobalSearch } from '../api/global-search';
import { INPUT, nextFocus } from '../lib/focus-nav';
import { searchQueryOf, searchView } from '../lib/search-state';
import classes from './search.module.css';
import { SearchResultItem } from './search-result-item';

/** Spec part 1 section 9: "Appraisal search placeholder covers VIN, year, make, model, trim, name and e-mail." */
export const SEARCH_PLACEHOLDER = 'VIN, year, make, model, trim, name and e-mail';

interface SearchPanelProps {
  dealerId: number;
  slug: string;
  /** A result was opened: close the popup. */
  onOpen: () => void;
}

/** The popup's content: the box, the status line, the results and "Show more". */
export function SearchPanel({ dealerId, slug, onOpen }: SearchPanelProps) {
  const [input, setInput] = useState('');
  const [query] = useDebouncedValue(searchQueryOf(input), TIMING.debounceMs);
  const search = useGlobalSearch(dealerId, query);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const view = searchView({
    input,
    query,
    pages: search.data?.pages,
    isFetchingMore: search.isFetchingNextPage,
    error: search.isError ? search.error.message : null,
  });
  const results = view.kind === 'results' ? view.results : [];

  // The panel may arrive after the dialog has placed its focus (it loads on demand): take it.
  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const focusAt = (index: number) => {
    if (index === INPUT) inputRef.current?.focus();
    else resultRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const current = target === inputRef.current ? INPUT : Number(target.dataset.index ?? Number.NaN);
    if (Number.isNaN(current)) return;
    const next = nextFocus(current, event.key, results.length);
    if (next === null) return;
    event.preventDefault();
    focusAt(next);
  };

  // After "Show more", focus goes to the first new result (the button may be gone with the last page).
  const focusWhenShown = useRef<number | null>(null);
  useEffect(() => {
    const index = focusWhenShown.current;
    if (index === null || results.length <= index) return;
    focusWhenShown.current = null;
    resultRefs.current[index]?.focus();
  }, [results.length]);

  const showMore = () => {
    focusWhenShown.current = results.length;
    void search.fetchNextPage();
  };

  return (
    // The arrow keys move between the box and the results; each element is itself focusable.
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys are handled for its focusable children
    <div onKeyDown={onKeyDown}>
      <Stack gap="sm">
        <TextInput
          ref={inputRef}
          data-autofocus
          aria-label="Search appraisals"
          placeholder={SEARCH_PLACEHOLDER}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={input}
          onChange={(event) => setInput(event.currentTarget.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <Text role="status" aria-live="polite" size="sm" fw={600} className={classes.status}>
          {view.kind === 'searching'
            ? EMPTY_STATES.searching
            : view.kind === 'none'
              ? EMPTY_STATES.noResults
              : view.kind === 'results'
                ? view.summary
                : view.kind === 'error'
                  ? view.message
                  : ''}
        </Text>
        {view.kind === 'searching' ? (
          <Center>
            <Loader size="sm" aria-hidden />
          </Center>
        ) : null}
        {view.kind === 'results' ? (
          <>
            <ul className={classes.list} aria-label="Search results">
              {view.results.map((hit, index) => (
                <SearchResultItem
                  key={hit.id}
                  hit={hit}
                  index={index}
                  slug={slug}
                  linkRef={(el) => {
                    resultRefs.current[index] = el;
                  }}
                  onOpen={onOpen}
                />
              ))}
            </ul>
            {view.canShowMore ? (
              <Button variant="light" onClick={showMore} loading={view.loadingMore} fullWidth>
                Show more
              </Button>
            ) : null}
          </>
        ) : null}
      </Stack>
    </div>
  );
}
