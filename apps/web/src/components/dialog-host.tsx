import { getDefaultZIndex, Modal } from '@mantine/core';
import { type ReactNode, useRef, useSyncExternalStore } from 'react';
import { MountedOnceOpened } from './mounted-once-opened';

interface OpenDialog {
  id: number;
  title: string;
  /** The dialog's body, given the way to close it (its buttons call it). */
  body: (close: () => void) => ReactNode;
  /** Called once, whichever way it closes: a button, Esc, the X or a click outside. */
  onClose: () => void;
}

let open: readonly OpenDialog[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const changed = (next: readonly OpenDialog[]) => {
  open = next;
  for (const listener of listeners) listener();
};

/** Opens a dialog above the page (the newest on top); its onClose runs when it closes. */
export function openDialog(dialog: Omit<OpenDialog, 'id'>): void {
  changed([...open, { ...dialog, id: nextId++ }]);
}

function closeDialog(id: number) {
  const dialog = open.find((d) => d.id === id);
  if (!dialog) return;
  changed(open.filter((d) => d !== dialog));
  dialog.onClose();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Where the shared dialogs (showConfirm, showAlert) are drawn: one Modal, mounted the first time a
 * dialog opens, showing the newest. Until then the page carries no modal at all (Mantine's
 * ModalsProvider kept one mounted on every page, a tenth of the first render's work).
 */
export function DialogHost() {
  const dialogs = useSyncExternalStore(subscribe, () => open);
  const top = dialogs.at(-1);
  // The closing dialog keeps its title and body while it fades out.
  const shown = useRef(top);
  if (top) shown.current = top;
  const dialog = shown.current;
  return (
    <MountedOnceOpened opened={top !== undefined}>
      {(opened) => (
        <Modal
          opened={opened}
          onClose={() => top && closeDialog(top.id)}
          title={dialog?.title}
          centered
          // Above the page's own dialogs, which may ask for a confirmation.
          zIndex={getDefaultZIndex('modal') + 1}
        >
          {dialog?.body(() => closeDialog(dialog.id))}
        </Modal>
      )}
    </MountedOnceOpened>
  );
}
