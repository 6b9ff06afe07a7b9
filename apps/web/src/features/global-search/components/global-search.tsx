import { ActionIcon, Center, Kbd, Loader, Modal, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { MountedOnceOpened } from '../../../components/mounted-once-opened';
import { useCurrentDealer } from '../../auth';
import { useSearchHotkey } from '../hooks/use-search-hotkey';

// The popup's content is its own chunk: every shell page carries the button, few open the popup.
// Pointing at or focusing the button starts the download, so it is there by the time it opens.
const loadPanel = () => import('./search-panel');
const SearchPanel = lazy(() => loadPanel().then((m) => ({ default: m.SearchPanel })));

/**
 * Spec part 1 section 2, "Global search": "A popup opened by the search icon or Ctrl+/". Closing
 * it (Esc, the close button, opening a result) forgets the query: each search starts afresh.
 */
export function GlobalSearch() {
  const { dealer } = useCurrentDealer();
  const [opened, { open, close }] = useDisclosure(false);
  useSearchHotkey(open);

  return (
    <>
      <Tooltip
        label={
          <>
            Search <Kbd size="xs">Ctrl</Kbd> + <Kbd size="xs">/</Kbd>
          </>
        }
      >
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label="Search"
          aria-keyshortcuts="Control+/"
          aria-haspopup="dialog"
          onClick={open}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
        >
          <IconSearch size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <MountedOnceOpened opened={opened}>
        {(shown) => (
          <Modal opened={shown} onClose={close} title="Search" size="lg" yOffset="8vh">
            <Suspense
              fallback={
                <Center py="md">
                  <Loader size="sm" aria-label="Loading search" />
                </Center>
              }
            >
              <SearchPanel dealerId={dealer.id} slug={dealer.slug} onOpen={close} />
            </Suspense>
          </Modal>
        )}
      </MountedOnceOpened>
    </>
  );
}
